#!/usr/bin/env bash
# Bezel as a dependency (CI runs this): the package in Tests/LibraryUser, outside Bezel's targets,
# builds against Bezel with nothing but `import BezelKit`, runs, and uses Bezel's render-diagrams
# plugin from the dependency to draw its DocC catalog's scene. Prints PASS or FAIL per check and
# exits 1 on any failure. It builds in Bezel's own build folder with the Makefile's flags, so Bezel's
# modules from an earlier debug build (`make test`) are used again, not compiled a second time:
# SwiftPM compiles a package that is a path dependency with the same commands as the root.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}"
FLAGS=(--package-path Tests/LibraryUser --scratch-path .build --pkg-config-path "$PWD/.build/pkgconfig" -Xswiftc -use-ld=lld -Xcc -O2)
failed=0
check() { if [ "$2" = 0 ]; then echo "PASS $1"; else echo "FAIL $1"; failed=1; fi; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
log="$out/build.log"
"$SWIFT" build "${FLAGS[@]}" >"$log" 2>&1; status=$?
check "LibraryUser builds against BezelKit" $status
[ $status = 0 ] || tail -30 "$log"
grep -q "warning:" "$log"; check "the build prints no warning" $(( $? == 0 ))
grep "warning:" "$log" | sort -u | head -5

"$SWIFT" run "${FLAGS[@]}" --skip-build LibraryUser "$out" >"$out/run.txt" 2>&1; status=$?
check "LibraryUser runs: $(cat "$out/run.txt")" $status
head -c 8 "$out/text.png" | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a"; check "Bezel.render wrote a PNG" $?
grep -q "<text" "$out/built.svg" 2>/dev/null; check "the built scene's SVG keeps its text" $?

catalog=Tests/LibraryUser/Sources/LibraryUser/LibraryUser.docc
rm -rf "$catalog/Resources"
"$SWIFT" package "${FLAGS[@]}" --allow-writing-to-package-directory render-diagrams >"$out/plugin.txt" 2>&1; status=$?
check "swift package render-diagrams runs from the dependency" $status
[ $status = 0 ] || tail -20 "$out/plugin.txt"
for name in island@2x.png island@3x.png island~dark@2x.png island~dark@3x.png; do
  [ -s "$catalog/Resources/$name" ]; check "the plugin drew $name" $?
done
rm -rf "$catalog/Resources"
echo "library check: $([ $failed = 0 ] && echo PASS || echo FAIL)"
exit $failed
