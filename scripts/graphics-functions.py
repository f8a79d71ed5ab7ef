#!/usr/bin/env python3
"""Writes Sources/CBezelGraphics/functions.h: the Cairo, Pango, GLib, HarfBuzz, fontconfig and
FreeType functions Bezel calls, each with its library and its prototype as the installed headers
declare it (graphics.c, which loads the libraries on first use, makes one forwarding function of
each).

A build that calls a function missing from the list fails to link, naming it ("undefined symbol:
cairo_arc"). Add it with

    python3 scripts/graphics-functions.py cairo_arc

which keeps every function already listed, adds the ones named, and reads each prototype from
the headers (clang's AST) and each library from the libraries' exported symbols. `--check`
rewrites nothing and fails when the file is not what the headers give (make lint runs it when
clang and the headers are there).
Python 3, standard library only; needs clang (the Swift toolchain's), nm and pkg-config.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "CBezelGraphics", "functions.h")
# The headers Render's modules import (Sources/CBezelCairo, Sources/CBezelPangoCairo).
HEADERS = [
    "cairo.h", "cairo-svg.h", "cairo-pdf.h", "pango/pangocairo.h", "pango/pangofc-fontmap.h", "hb.h",
    "fontconfig/fontconfig.h",
]
# Library names in graphics.c, with the shared object each is loaded from; a function belongs to
# the first library here that exports it.
LIBRARIES = [
    ("cairo", "libcairo.so.2"),
    ("pangocairo", "libpangocairo-1.0.so.0"),
    ("pangoft2", "libpangoft2-1.0.so.0"),
    ("pango", "libpango-1.0.so.0"),
    ("gobject", "libgobject-2.0.so.0"),
    ("glib", "libglib-2.0.so.0"),
    ("harfbuzz", "libharfbuzz.so.0"),
    ("fontconfig", "libfontconfig.so.1"),
]
ENTRY = re.compile(r"^BEZEL_GRAPHICS_(?:FUNCTION|PROCEDURE)\(\w+, (?:.*?, )?(\w+), \(")


def listed():
    """The function names functions.h holds now."""
    if not os.path.exists(OUTPUT):
        return []
    with open(OUTPUT, encoding="utf-8") as handle:
        return [m.group(1) for m in map(ENTRY.match, handle) if m]


def clang():
    for candidate in (os.environ.get("CLANG"), shutil.which("clang"), "/opt/swift/usr/bin/clang"):
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("graphics-functions: no clang (set CLANG)")


def declarations():
    """{name: FunctionDecl} for every function the headers declare (clang's JSON AST)."""
    flags = subprocess.run(["pkg-config", "--cflags-only-I", "pangocairo", "cairo-svg", "cairo-pdf"],
                           check=True, capture_output=True, text=True).stdout.split()
    with tempfile.NamedTemporaryFile("w", suffix=".h") as header:
        header.write("".join(f"#include <{h}>\n" for h in HEADERS))
        header.flush()
        dump = subprocess.run([clang(), "-x", "c", "-fsyntax-only", "-Xclang", "-ast-dump=json", *flags, header.name],
                              check=True, capture_output=True, text=True).stdout
    found = {}
    for node in json.loads(dump)["inner"]:
        if node.get("kind") == "FunctionDecl" and "name" in node:
            found.setdefault(node["name"], node)
    return found


def exported(soname):
    """The function names `soname` exports."""
    path = subprocess.run(["sh", "-c", f"ldconfig -p | awk '$1 == \"{soname}\" {{ print $NF; exit }}'"],
                          check=True, capture_output=True, text=True).stdout.strip()
    if not path:
        sys.exit(f"graphics-functions: {soname} is not installed")
    nm = shutil.which("nm") or os.path.join(os.path.dirname(clang()), "llvm-nm")
    symbols = subprocess.run([nm, "-D", "--defined-only", path], check=True, capture_output=True, text=True).stdout
    return {line.split()[-1].split("@")[0] for line in symbols.splitlines() if len(line.split()) == 3}


def entry(name, node, library):
    """One line of functions.h for the function `name`."""
    qualified = node["type"]["qualType"]
    result = qualified[: qualified.index("(")].strip()
    if qualified.endswith("...)"):
        sys.exit(f"graphics-functions: {name} takes variable arguments; call its va_list form")
    if any(a.get("kind") == "VisibilityAttr" for a in node.get("inner", [])):
        # FreeType's headers mark every function visible, and a forwarding function must be
        # hidden: call it from a helper in graphics.c (bezel_freetype_version) instead.
        sys.exit(f"graphics-functions: the header declares {name} visible; call it from a helper in graphics.c")
    parameters = [p for p in node.get("inner", []) if p.get("kind") == "ParmVarDecl"]
    names = [p.get("name") or f"a{i}" for i, p in enumerate(parameters)]
    declared = ", ".join(declare(p["type"]["qualType"], n) for p, n in zip(parameters, names)) or "void"
    arguments = ", ".join(names)
    if result == "void":
        return f"BEZEL_GRAPHICS_PROCEDURE({library}, {name}, ({declared}), ({arguments}))"
    return f"BEZEL_GRAPHICS_FUNCTION({library}, {result}, {name}, ({declared}), ({arguments}))"


def declare(type_name, name):
    """A parameter's declaration from its type as clang prints it (arrays and function pointers
    put the name inside the type)."""
    if "(*)" in type_name:
        return type_name.replace("(*)", f"(*{name})", 1)
    if type_name.endswith("]"):
        at = type_name.index("[")
        return f"{type_name[:at].rstrip()} {name}{type_name[at:]}"
    return f"{type_name}{'' if type_name.endswith('*') else ' '}{name}"


def generate(names):
    found = declarations()
    exports = [(library, exported(soname)) for library, soname in LIBRARIES]
    lines = []
    for name in sorted(set(names)):
        if name not in found:
            sys.exit(f"graphics-functions: no header declares {name}")
        library = next((library for library, symbols in exports if name in symbols), None)
        if library is None:
            sys.exit(f"graphics-functions: no library exports {name}")
        lines.append(entry(name, found[name], library))
    return HEADER + "\n".join(lines) + "\n"


HEADER = """\
// The functions of the graphics libraries Bezel calls, one per line: the library, the result
// type (FUNCTION) or none (PROCEDURE), the name, the parameters as declared, and the arguments
// passed on. Written by scripts/graphics-functions.py from the installed headers; add a function
// with `python3 scripts/graphics-functions.py NAME` (graphics.c explains the list).
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="functions to add")
    parser.add_argument("--check", action="store_true", help="fail when functions.h differs from the headers")
    options = parser.parse_args()
    text = generate(listed() + options.names)
    if options.check:
        with open(OUTPUT, encoding="utf-8") as handle:
            if handle.read() != text:
                sys.exit("graphics-functions: functions.h differs from the installed headers (run scripts/graphics-functions.py)")
        return
    with open(OUTPUT + ".new", "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(OUTPUT + ".new", OUTPUT)
    print(f"graphics-functions: {len(text.splitlines()) - HEADER.count(chr(10))} functions in {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    main()
