import Foundation
import BezelGeometry
import BezelScene
import BezelSupport

/// How a page links a diagram: `picture` (an HTML `<picture>` whose dark source follows the
/// reader's `prefers-color-scheme`, with the width in points so 2× and 3× images show at their
/// size; MkDocs, mdBook, Jekyll and any renderer that passes HTML through) or `markdown` (a plain
/// `![alt](light.png)`, for renderers that do not).
public enum MarkdownImageStyle: String, CaseIterable, Sendable {
    case picture, markdown
}

/// `bezel markdown docs/ -o site-src/`: a copy of a Markdown tree with every Bezel diagram
/// drawn. The one pre-build step a static-site generator needs: point its source folder at the
/// output. Fenced `bezel` blocks become their images, written to `bezel-images/` beside the page
/// (`<page>-<n>`, or the block's `name=`); links to `*.bezel.yaml` files become the images drawn
/// beside the scene file. Every other file is copied as it is.
public struct MarkdownSite: Sendable {
    public var input: URL
    public var output: URL
    public var style: MarkdownImageStyle = .picture
    /// Pixels per point for every image; nil: each scene's own.
    public var scale: Double?

    public init(input: URL, output: URL) {
        self.input = input
        self.output = output
    }

    /// The folder beside each page that holds its fenced diagrams.
    public static let imageFolder = "bezel-images"

    public struct Result: Sendable {
        public var pages: Int
        public var diagrams: Int
        public var images: Int
        public var copied: Int
    }

    /// 1. list the tree, 2. read every page and draw its diagrams in memory (a bad scene stops the
    /// build before anything is written), 3. write pages, images and copies, each atomically.
    public func build() throws -> Result {
        let files = try sourceFiles()
        let root = isFolder(input) ? input : input.deletingLastPathComponent()
        var writes: [(URL, [UInt8])] = []
        var result = Result(pages: 0, diagrams: 0, images: 0, copied: 0)
        for relative in files {
            let source = root.appendingPathComponent(relative)
            guard relative.lowercased().hasSuffix(".md") || relative.lowercased().hasSuffix(".markdown") else {
                writes.append((output.appendingPathComponent(relative), [UInt8](try Data(contentsOf: source))))
                result.copied += 1
                continue
            }
            let page = MarkdownPage(path: displayPath(source), text: try DocumentNode.readText(path: source.path))
            let rendered = try render(page, relative: relative, root: root)
            writes.append((output.appendingPathComponent(relative), Array(rendered.text.utf8)))
            writes += rendered.images.map { (output.appendingPathComponent($0.0), $0.1) }
            result.pages += 1
            result.diagrams += rendered.diagrams
            result.images += rendered.images.count
        }
        for (url, bytes) in writes { try writeAtomically(bytes, to: url, inside: output) }
        return result
    }

    /// Files under the input (or the input file itself), relative, in path order; hidden files
    /// and the output folder (when it lies inside the input) are left out.
    private func sourceFiles() throws -> [String] {
        let (from, to) = (input.standardizedFileURL.path, output.standardizedFileURL.path)
        guard from != to, !(from + "/").hasPrefix(to + "/") else {
            throw SourceError(file: displayPath(output), line: nil, column: nil, field: "", message: "the output folder must be a new folder, not the input or a folder around it")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: from, isDirectory: &isFolder) else {
            throw SourceError(file: displayPath(input), line: nil, column: nil, field: "", message: "no such file or folder")
        }
        guard isFolder.boolValue else { return [input.lastPathComponent] }
        let outputInside = (to + "/").hasPrefix(from + "/") ? String(to.dropFirst(from.count + 1)) + "/" : nil
        return Glob("**/*").files(in: input).filter { path in outputInside.map { !(path + "/").hasPrefix($0) } ?? true }
    }

    /// A page's text with its diagrams replaced, and the images to write (paths relative to the
    /// output folder).
    private func render(_ page: MarkdownPage, relative: String, root: URL) throws -> (text: String, images: [(String, [UInt8])], diagrams: Int) {
        let folder = (relative as NSString).deletingLastPathComponent
        let stem = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
        var text = ""
        var images: [(String, [UInt8])] = []
        var (fences, diagrams) = (0, 0)
        for part in page.parts {
            switch part {
            case .text(let plain):
                text += plain
            case .scene(let sceneText, let line, let indent, let alt, let name):
                fences += 1
                let base = try imageName(name ?? "\(stem)-\(fences)", page: page, line: line - 1)
                let file = try locatedScene(sceneText, page: page, line: line, indent: indent)
                let drawn = try file.documentImages(base: base, scales: [scale])
                let place = join(folder, Self.imageFolder)
                images += drawn.files.map { (join(place, $0.name), $0.bytes) }
                text += "\n" + markup(drawn.images, folder: Self.imageFolder, alt: alt ?? file.title ?? "Diagram: \(base)") + "\n\n"
                diagrams += 1
            case .sceneLink(let alt, let path, let line, let column):
                let sceneRelative = join(folder, path)
                let file = try linkedScene(root.appendingPathComponent(sceneRelative), page: page, line: line, column: column)
                let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: ".bezel", with: "")
                let drawn = try file.documentImages(base: base, scales: [scale])
                let place = (sceneRelative as NSString).deletingLastPathComponent
                images += drawn.files.map { (join(place, $0.name), $0.bytes) }
                text += markup(drawn.images, folder: (path as NSString).deletingLastPathComponent, alt: alt.isEmpty ? file.title ?? base : alt)
                diagrams += 1
            }
        }
        return (text, images, diagrams)
    }

    /// A fenced scene, its errors placed in the page (the scene's line plus the fence's).
    private func locatedScene(_ text: String, page: MarkdownPage, line: Int, indent: Int) throws -> SceneFile {
        do {
            return try SceneFile.parse(text, path: page.path)
        } catch {
            throw SourceError(
                file: page.path, line: error.line.map { $0 + line - 1 } ?? line, column: error.column.map { $0 + indent }, field: error.field,
                message: error.message)
        }
    }

    /// A linked scene file; a missing one is an error at the link.
    private func linkedScene(_ url: URL, page: MarkdownPage, line: Int, column: Int) throws -> SceneFile {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SourceError(file: page.path, line: line, column: column, field: "", message: "the linked scene \(displayPath(url)) does not exist")
        }
        return try SceneFile.load(path: displayPath(url))
    }

    private func imageName(_ name: String, page: MarkdownPage, line: Int) throws -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        guard !name.isEmpty, name.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
            throw SourceError(file: page.path, line: line, column: nil, field: "name", message: "\(quoted(name)) is not a file name (letters, digits, - _ .)")
        }
        return name
    }

    /// The page's HTML or Markdown for a scene's images, one per line.
    private func markup(_ images: [DocumentImage], folder: String, alt: String) -> String {
        images.map { image in
            let light = urlPath(join(folder, image.name + ".png"))
            switch style {
            case .markdown:
                return "![\(alt.replacingOccurrences(of: "]", with: "\\]"))](\(light))"
            case .picture:
                let dark = image.darkName.map { #"<source media="(prefers-color-scheme: dark)" srcset="\#(urlPath(join(folder, $0 + ".png")))">"# } ?? ""
                return #"<picture>\#(dark)<img src="\#(light)" alt="\#(escapeMarkup(alt))" width="\#(formatCompact(image.width, decimals: 0))"></picture>"#
            }
        }.joined(separator: "\n")
    }

    private func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }
}

private func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }

/// A relative path as a URL path: each segment percent-encoded.
private func urlPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
        $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
    }.joined(separator: "/")
}
