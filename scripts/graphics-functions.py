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
FOLDER = os.path.join(ROOT, "Sources", "CBezelGraphics")
OUTPUT = os.path.join(FOLDER, "functions.h")
ENTRY = re.compile(r"^BEZEL_GRAPHICS_(?:FUNCTION|PROCEDURE)\(\w+, (?:.*?, )?(\w+), \(")


def graphics_c():
    """graphics.c names the headers (the ones it includes hidden) and the libraries (its
    BEZEL_GRAPHICS_LIBRARIES list, each with its shared object): [header], [(library, soname)]."""
    with open(os.path.join(FOLDER, "graphics.c"), encoding="utf-8") as handle:
        text = handle.read()
    hidden = text.split("#pragma GCC visibility push(hidden)", 1)[1].split("#pragma GCC visibility pop", 1)[0]
    headers = re.findall(r"#include <([^>]+)>", hidden)
    libraries = re.findall(r'X\((\w+), "([^"]+)"\)', text.split("#define BEZEL_GRAPHICS_LIBRARIES", 1)[1].split("\n\n", 1)[0])
    if not headers or not libraries:
        sys.exit("graphics-functions: graphics.c no longer has its hidden includes or its BEZEL_GRAPHICS_LIBRARIES list")
    return headers, libraries


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


def declarations(headers):
    """{name: FunctionDecl} for every function `headers` declare (clang's JSON AST)."""
    flags = subprocess.run(["pkg-config", "--cflags-only-I", "pangocairo", "cairo-svg", "cairo-pdf"],
                           check=True, capture_output=True, text=True).stdout.split()
    with tempfile.NamedTemporaryFile("w", suffix=".h") as header:
        header.write("".join(f"#include <{h}>\n" for h in headers))
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
    headers, libraries = graphics_c()
    found = declarations(headers)
    exports = [(library, exported(soname)) for library, soname in libraries]
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
