#!/usr/bin/env bash
# `make install` into a temporary prefix, then the installed bezel used the way a docs builder
# without Swift uses it: no Swift library among its dependencies, and (where this user may make a
# mount namespace) a render with the toolchain's folder hidden, whose image must equal the one
# the development build draws. Also checks the man page and the three completion scripts.
# INSTALL_CONFIG=debug (CI) installs the debug build that `make test` made, linked again with the
# runtime in; the default installs the release build, as `make install` does.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d) out=$(mktemp -d) reference=$(mktemp -d)
trap 'rm -rf "$prefix" "$out" "$reference"' EXIT
config=${INSTALL_CONFIG:-release}
make install PREFIX="$prefix" INSTALL_CONFIG="$config" > /dev/null
bezel="$prefix/bin/bezel"
if ldd "$bezel" | grep -Eq 'libswift|libFoundation|libdispatch|not found'; then
  echo "install: FAIL $bezel still needs the Swift runtime:"; ldd "$bezel"; exit 1
fi
swift=$(command -v swift || echo /opt/swift/usr/bin/swift)
toolchain=$(cd "$(dirname "$swift")/../.." && pwd -P)
render=(env -i PATH=/usr/bin:/bin HOME=/tmp "$bezel" render examples/iphone-x.json -o "$out" --quiet)
if unshare -m true 2> /dev/null; then
  unshare -m sh -c 'mount -t tmpfs none "$0" && ! command -v swift > /dev/null && shift && exec "$@"' "$toolchain" _ "${render[@]}"
  hidden="with $toolchain hidden"
else
  "${render[@]}"
  hidden="(no mount namespace here: the toolchain stayed visible; ldd shows no Swift library)"
fi
".build/$config/bezel" render examples/iphone-x.json -o "$reference" --quiet
for image in portrait landscape-right; do
  cmp -s "$out/iphone-x/$image.png" "$reference/iphone-x/$image.png" || { echo "install: FAIL $image.png differs from the development build's"; exit 1; }
done
grep -q '^\.Sh NAME' "$prefix/share/man/man1/bezel.1" || { echo "install: FAIL no man page"; exit 1; }
for completion in bash-completion/completions/bezel zsh/site-functions/_bezel fish/vendor_completions.d/bezel.fish; do
  grep -q render "$prefix/share/$completion" || { echo "install: FAIL no $completion"; exit 1; }
done
echo "install: PASS $config build, $("$bezel" --version), $(du -h "$bezel" | cut -f1), rendered $hidden, man page and completions in place"
