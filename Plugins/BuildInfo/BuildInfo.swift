import Foundation
import PackagePlugin

/// Writes `BuildInfo.swift` before every build of the targets that use it: the commit the build
/// came from (12 hex digits, `+changes` when tracked files differ from it), so `bezel --version`
/// names its source. Outside a git checkout the commit is `unknown`. The file is rewritten only
/// when the commit changes, so an unchanged tree rebuilds nothing.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let script = """
            commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
            if [ "$commit" != unknown ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
              commit="$commit+changes"
            fi
            mkdir -p "$2"
            printf '/// The commit this build came from (written by the BuildInfo plugin).\\nlet buildCommit = "%s"\\n' "$commit" > "$2/BuildInfo.swift.new"
            if cmp -s "$2/BuildInfo.swift.new" "$2/BuildInfo.swift"; then rm "$2/BuildInfo.swift.new"; else mv "$2/BuildInfo.swift.new" "$2/BuildInfo.swift"; fi
            """
        return [
            .prebuildCommand(
                displayName: "Recording the build's commit", executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path], outputFilesDirectory: output)
        ]
    }
}
