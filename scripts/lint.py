#!/usr/bin/env python3
"""Bezel's lint (`make lint`; `make test` runs it first). Python 3, standard library only.

1. The manifest equals the imports. For every target in Package.swift (tests and executables
   too), the modules its Swift files import, toolchain modules aside, must be exactly the modules
   it declares as dependencies: a target declares what it imports and imports what it declares.
   System-library targets (CBezelCairo, ...) count as modules; products map to their modules.
   C targets (no Swift files) are left to the compiler and the linker: their dependencies give
   header folders and functions to link, which no import names.
2. Every source is citable from a clone. Every source key cited in Sources/, Tests/, docs/,
   README.md, examples/ and Golden/tolerance.yaml (MP, QMUI#633, S21, ...) must have a row in
   docs/sources.md; every research-note section cited (CHROME §2.2, SOLVER §2.9) must have a row
   there too; nothing may cite ../shared or a research-note file that is not in the repository;
   the S keys of docs/sources.md must equal the SourceID cases of Sources/BezelDevices/Sources.swift.

Usage: scripts/lint.py [--root DIR] [--manifest-from-source] [--self-test]
The manifest is read with `swift package dump-package` ($SWIFT, default `swift`); if that cannot
run, Package.swift is parsed directly (--manifest-from-source forces this).
Exit status: 0 clean, 1 a check failed, 2 the lint could not run.
"""
import shape  # scripts/shape.py, beside this file
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

# Modules of the Swift toolchain and the platform: importing them needs no declaration.
TOOLCHAIN_MODULES = frozenset({
    "Swift", "_Concurrency", "_StringProcessing", "_Volatile", "RegexBuilder", "Observation",
    "Distributed", "Synchronization", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation",
    "Dispatch", "Glibc", "Musl", "Android", "Bionic", "WASILibc", "Darwin", "WinSDK", "ucrt",
    "Testing", "XCTest", "os", "PackageDescription",
})

# The modules each product dependency provides (products not listed provide one module of their name).
PRODUCT_MODULES = {
    "ArgumentParser": ["ArgumentParser"],  # swift-argument-parser
    "Yams": ["Yams"],  # jpsim/Yams
    "BezelFuzzHarness": ["BezelFuzzHarness"],  # this package's product, for the fuzzing package
}
# The fuzzing package (`make fuzz`), checked like the main one.
FUZZ_PACKAGE = "Fuzzing"

SOURCES_FILE = "docs/sources.md"
NOTE_KEYS = ("CHROME", "DEVICES", "SOLVER", "CAIRO", "VISREG", "CONTROLS", "PRESENT", "KEYBOARD")
# The team's research notes live outside the repository; their sections are cited through
# docs/sources.md (CHROME §2.2), never by file name.
REFERENCE_NOTES = frozenset({
    "devices.md", "uikit-chrome.md", "solver.md", "swift-cairo-notes.md", "visual-regression.md", "uikit-controls.md",
    "label-button-metrics.md", "presentations.md", "keyboard-bars.md",
})
# Upper-case words that are not source keys (formats, units, acronyms, table headings). A new
# ordinary word in a comment goes here; a new source goes in docs/sources.md.
NOT_KEYS = frozenset("""
    ACM TOCHI API ASCII CI CJK CPU CRC CSS DOM HTML HTTP ICC ID JSON KB MB GB PDF PNG SVG RGB RGBA
    ARGB32 UI UIKIT URL UTF-8 UUID XML YAML YIQ SF SDK OS PR VM RC IDAT IEND IHDR PLTE TRNS TAB AM PM
    SE XR XS M1 M2 M3 M4 M5 A12 A16 A17 L1 AE NO README LTR RTL SHA SIMD AA NTSC
    SIGKILL SIGILL SIGTRAP SIGABRT WNOHANG
    DEVICE POINTS PIXELS SCALE RAN SENSOR HOUSING STATUS BAR SAFE AREA PORTRAIT LANDSCAPE RADIUS
    VIEW CONTROLLER MULTITASKING NOTE FAIL PASS MARK UTF8 DOCTYPE SYSTEM REPL ABCDEFGHIJKLMNO BGR CLI IR OVERVIEW PREFIX DESTDIR
    ENAMETOOLONG EINTR EISDIR ENOSPC EDQUOT EACCES EPERM EROFS ENOTDIR ELOOP ENOENT ESRCH BOM
    GET OK PORT TCP PATH BFINAL LEN NLEN SIGINT SIGTERM SIGHUP NS
    YES TM LM BM RM AMBIGUOUS LAYOUT MISSING HOST CONSTRAINTS HOME GIO X11 XCB
""".split())
REPO_DIRS = ("docs/", "Sources/", "Tests/", "examples/", "schema/", "scripts/", "Golden/", "bench/")

KEY = re.compile(r"(?<![\w`.\-/#$])([A-Z][A-Z0-9]+(?:-[A-Z0-9]+)*(?:#\d+)?)(?![\w`\-])")
SECTION = re.compile(r"§\s*(\d+(?:\.\d+)?)")
NOTE_BEFORE = re.compile(r"\b(" + "|".join(NOTE_KEYS) + r")\s*$")
WORK_BEFORE = re.compile(r"(paper|Stuckey|Lieberman)", re.IGNORECASE)
MD_FILE = re.compile(r"[\w\-./]*[\w\-]\.md\b")
SOURCE_CASE = re.compile(r"\.s(\d+)\b")
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|let|var|actor)\s+)?([A-Za-z_]\w*)")


# MARK: The manifest

def load_manifest(root, from_source):
    """(how it was read, [target]), each target a dict: name, type, path, deps (module names)."""
    if not from_source:
        swift = os.environ.get("SWIFT", "swift")
        try:
            run = subprocess.run([swift, "package", "dump-package"], cwd=root, capture_output=True,
                                 text=True, timeout=300)
            if run.returncode == 0:
                return "swift package dump-package", targets_from_dump(json.loads(run.stdout))
            last = run.stderr.strip().splitlines()[-1] if run.stderr.strip() else f"exit {run.returncode}"
            print(f"lint: note: `swift package dump-package` failed ({last}); parsing Package.swift instead")
        except (OSError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
            print(f"lint: note: cannot run `{swift} package dump-package` ({error}); parsing Package.swift")
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as manifest:
        return "Package.swift parsed as text", targets_from_source(manifest.read())


def targets_from_dump(dump):
    targets = []
    names = {t["name"] for t in dump["targets"]}
    for t in dump["targets"]:
        deps = []
        for dep in t.get("dependencies", []):
            if "byName" in dep:
                name = dep["byName"][0]
                deps += [name] if name in names else PRODUCT_MODULES.get(name, [name])
            elif "target" in dep:
                deps.append(dep["target"][0])
            elif "product" in dep:
                deps += PRODUCT_MODULES.get(dep["product"][0], [dep["product"][0]])
        targets.append({"name": t["name"], "type": t["type"], "path": t.get("path"), "deps": deps})
    return targets


def strip_comments(text):
    """Swift text without // and /* */ comments (string literals kept, so URLs survive)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text[i] == '"':
            end = i + 1
            while end < n and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            out.append(text[i:end + 1])
            i = end + 1
        elif text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            i = text.find("*/", i) + 2 if "*/" in text[i:] else n
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def balanced(text, start):
    """The text between the bracket at `start` and its partner, strings respected."""
    pairs, stack, i = {"(": ")", "[": "]"}, [], start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = text.find('"', i + 1)
        elif c in pairs:
            stack.append(pairs[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return text[start + 1:i]
        i += 1
    raise ValueError("unbalanced brackets in Package.swift")


def split_top(text):
    """Comma-separated items at depth 0."""
    items, depth, current, in_string = [], 0, [], False
    for c in text:
        if c == '"':
            in_string = not in_string
        elif not in_string and c in "([":
            depth += 1
        elif not in_string and c in ")]":
            depth -= 1
        if c == "," and depth == 0 and not in_string:
            items.append("".join(current).strip())
            current = []
        else:
            current.append(c)
    if "".join(current).strip():
        items.append("".join(current).strip())
    return items


TARGET_CALL = re.compile(r"^\.(target|executableTarget|testTarget|systemLibrary|binaryTarget|macro|plugin)\s*\(")
KINDS = {"target": "regular", "executableTarget": "executable", "testTarget": "test",
         "systemLibrary": "system", "binaryTarget": "binary", "macro": "macro", "plugin": "plugin"}


def targets_from_source(source):
    """The fallback: Package.swift's `targets: [...]` entries read as text."""
    text = strip_comments(source)
    for match in re.finditer(r"\btargets\s*:\s*\[", text):
        items = split_top(balanced(text, match.end() - 1))
        if any(TARGET_CALL.match(item) for item in items):
            break
    else:
        raise ValueError("no `targets: [...]` with target entries in Package.swift")
    entries = []
    for item in items:
        call = TARGET_CALL.match(item)
        if not call:
            continue
        args = balanced(item, call.end() - 1)
        name = re.search(r'\bname\s*:\s*"([^"]+)"', args).group(1)
        path = re.search(r'\bpath\s*:\s*"([^"]+)"', args)
        deps_match = re.search(r"\bdependencies\s*:\s*\[", args)
        raw = split_top(balanced(args, deps_match.end() - 1)) if deps_match else []
        entries.append((name, KINDS[call.group(1)], path.group(1) if path else None, raw))
    names = {name for name, _, _, _ in entries}
    targets = []
    for name, kind, path, raw in entries:
        deps = []
        for dep in raw:
            quoted = re.findall(r'"([^"]+)"', dep)
            if dep.startswith('"'):
                deps += [quoted[0]] if quoted[0] in names else PRODUCT_MODULES.get(quoted[0], [quoted[0]])
            elif dep.startswith(".product"):
                deps += PRODUCT_MODULES.get(quoted[0], [quoted[0]])
            elif quoted:
                deps.append(quoted[0])
        targets.append({"name": name, "type": kind, "path": path, "deps": deps})
    return targets


def imports_of(directory):
    """{module: "file:line" of its first import} for the Swift files under `directory`."""
    found = {}
    for folder, _, files in sorted(os.walk(directory)):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            with open(path, encoding="utf-8", errors="replace") as handle:
                lines = strip_comments(handle.read()).split("\n")
            for number, line in enumerate(lines, 1):
                match = IMPORT.match(line)
                if match:
                    found.setdefault(match.group(1), f"{path}:{number}")
    return found


def check_manifest(root, from_source):
    how, targets = load_manifest(root, from_source)
    problems = []
    for t in targets:
        if t["type"] in ("system", "binary", "plugin"):
            continue
        folder = t["path"] or os.path.join("Tests" if t["type"] == "test" else "Sources", t["name"])
        directory = os.path.join(root, folder)
        if not os.path.isdir(directory):
            problems.append(f"{t['name']}: its folder {folder} does not exist")
            continue
        if not any(f.endswith(".swift") for _, _, files in os.walk(directory) for f in files):
            continue
        imported = {m: at for m, at in imports_of(directory).items()
                    if m not in TOOLCHAIN_MODULES and m != t["name"]}
        declared = set(t["deps"])
        for module in sorted(set(imported) - declared):
            where = os.path.relpath(imported[module].rsplit(":", 1)[0], root) + ":" + imported[module].rsplit(":", 1)[1]
            problems.append(f"{t['name']}: imports {module} but does not declare it ({where})")
        for module in sorted(declared - set(imported)):
            problems.append(f"{t['name']}: declares {module} but never imports it")
    return f"manifest ({how}, {len(targets)} targets)", problems


# MARK: Citations

def read_sources(root):
    """(keys, {note: {section}}, problems) from docs/sources.md's tables."""
    keys, sections, rows = set(), {note: set() for note in NOTE_KEYS}, []
    path = os.path.join(root, SOURCES_FILE)
    if not os.path.exists(path):
        return keys, sections, [f"{SOURCES_FILE} is missing"]
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not line.startswith("|") or not cells or cells[0] in ("Key", "") or set(cells[0]) <= set("-: "):
                continue
            anchor = re.fullmatch(r"([A-Z]+)\s+§(\d+(?:\.\d+)?)", cells[0])
            if anchor and anchor.group(1) in sections:
                sections[anchor.group(1)].add(anchor.group(2))
                rows.append((number, cells))
            elif re.fullmatch(r"[A-Za-z][\w\-#]*", cells[0]):
                keys.add(cells[0])
    problems = []
    for number, cells in rows:  # the keys a note section rests on must resolve too
        rests_on = re.sub(r"<[^>]*>|\([^)]*\)", "", cells[2] if len(cells) > 2 else "")
        for key in KEY.findall(rests_on):
            if key not in keys and key not in NOT_KEYS:
                problems.append(f"{SOURCES_FILE}:{number}: {cells[0]} rests on {key}, which has no row")
    return keys, sections, problems


def cited_files(root):
    """(path, [lines to scan]) of every file whose citations must resolve."""
    picked = []
    for top, suffixes in (("Sources", (".swift",)), ("Tests", (".swift",)), ("docs", (".md",)),
                          ("examples", (".yaml", ".yml"))):
        for folder, _, files in sorted(os.walk(os.path.join(root, top))):
            picked += [os.path.join(folder, f) for f in sorted(files) if f.endswith(suffixes)]
    picked += [os.path.join(root, f) for f in ("README.md", "Package.swift", "Golden/tolerance.yaml")]
    result = []
    for path in picked:
        relative = os.path.relpath(path, root)
        if relative == SOURCES_FILE or not os.path.exists(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
        if path.endswith((".yaml", ".yml")):  # only comments cite anything in YAML
            lines = [line[line.index("#"):] if "#" in line else "" for line in lines]
        result.append((relative, lines))
    return result


def check_sections(relative, lines, sections, problems):
    # A bare § cites the one research note the file names (its header says which), if it names one.
    used = {note for line in lines for note in NOTE_KEYS if re.search(rf"\b{note}\b", line)}
    default = next(iter(used)) if len(used) == 1 else None
    for number, line in enumerate(lines, 1):
        current = None
        for match in SECTION.finditer(line):
            before = line[:match.start()]
            named = NOTE_BEFORE.search(before)
            if named:
                current = named.group(1)
            elif not current and WORK_BEFORE.search(before[-60:]):
                continue  # a section of a named work: "paper §5.1", "Hillier & Lieberman, ..., §3.1"
            note = current or default
            if note is None:
                problems.append(f"{relative}:{number}: §{match.group(1)} names no source "
                                f"(write e.g. CHROME §{match.group(1)}, or the work it is in)")
            elif match.group(1) not in sections[note]:
                problems.append(f"{relative}:{number}: {note} §{match.group(1)} has no row in {SOURCES_FILE}")


# A test's string literal that names a Markdown file is a fixture (a page the test writes), not a
# citation.
STRING_LITERAL = re.compile(r'"(?:\\.|[^"\\])*"')


def check_files_cited(root, relative, number, line, keys, md_names, problems):
    if "../shared" in line or "shared/reference" in line:
        problems.append(f"{relative}:{number}: cites a file outside the repository (../shared)")
    if relative.startswith("Tests/"):
        line = STRING_LITERAL.sub('""', line)
    for word in re.split(r"[\s()<>\[\]`'\"]+", line):
        if "://" in word:
            continue
        for token in MD_FILE.findall(word):
            name = token.rsplit("/", 1)[-1]
            if name in REFERENCE_NOTES:
                problems.append(f"{relative}:{number}: cites {token}, a research note outside the repository; "
                                f"cite its section through {SOURCES_FILE} (e.g. CHROME §2.2)")
            elif token.startswith(REPO_DIRS):
                if not os.path.exists(os.path.join(root, token)):
                    problems.append(f"{relative}:{number}: cites {token}, which is not in the repository")
            elif name not in md_names:
                cites_key = any(k in keys for k in KEY.findall(line)) or any(
                    f"S{n}" in keys for n in SOURCE_CASE.findall(line))
                if not cites_key:
                    problems.append(f"{relative}:{number}: cites {token}, which is not in the repository "
                                    f"(name the source's key if it is another project's file)")


def check_citations(root):
    keys, sections, problems = read_sources(root)
    if problems and not keys:
        return "citations", problems
    md_names = set()
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        md_names.update(f for f in files if f.endswith(".md"))
    with open(os.path.join(root, "Package.swift"), encoding="utf-8") as manifest:
        modules = set(re.findall(r'\bname\s*:\s*"([^"]+)"', manifest.read()))  # CPNG is a module, not a key
    files = cited_files(root)
    for relative, lines in files:
        for number, line in enumerate(lines, 1):
            for key in KEY.findall(line):
                if key not in keys and key not in NOT_KEYS and key not in modules:
                    problems.append(f"{relative}:{number}: cites {key}, which has no row in {SOURCES_FILE}")
            check_files_cited(root, relative, number, line, keys, md_names, problems)
        check_sections(relative, lines, sections, problems)
    problems += check_source_ids(root, keys)
    count = sum(len(s) for s in sections.values())
    return f"citations ({SOURCES_FILE}: {len(keys)} keys, {count} note sections; {len(files)} files)", problems


def check_source_ids(root, keys):
    """The S keys of docs/sources.md equal the SourceID cases in Sources/."""
    cases = set()
    for folder, _, files in os.walk(os.path.join(root, "Sources")):
        for file in files:
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), encoding="utf-8", errors="replace") as handle:
                    cases.update(re.findall(r'\bcase s\d+ = "(S\d+)"', handle.read()))
    if not cases:
        return []
    listed = {key for key in keys if re.fullmatch(r"S\d+", key)}
    return ([f"{SOURCES_FILE}: SourceID has {key} but the table does not" for key in sorted(cases - listed)]
            + [f"{SOURCES_FILE}: lists {key}, which SourceID does not have" for key in sorted(listed - cases)])


# MARK: Running

def check_graphics_functions(root):
    """Sources/CBezelGraphics/functions.h is what scripts/graphics-functions.py writes from the
    installed headers (each forwarding function has the library's own prototype)."""
    script = os.path.join(root, "scripts", "graphics-functions.py")
    run = subprocess.run([sys.executable, script, "--check"], capture_output=True, text=True)
    problems = [line for line in (run.stdout + run.stderr).splitlines() if line.strip()] if run.returncode else []
    return "graphics functions (functions.h against the installed headers)", problems


def lint(root, from_source):
    results = [check_manifest(root, from_source), check_citations(root), shape.check_drawing_only(root), shape.check_sizes(root),
               shape.check_closures(load_manifest(root, from_source)[1]), check_graphics_functions(root)]
    if os.path.exists(os.path.join(root, FUZZ_PACKAGE, "Package.swift")):
        title, problems = check_manifest(os.path.join(root, FUZZ_PACKAGE), from_source)
        results.insert(1, (f"{FUZZ_PACKAGE}/ {title}", [f"{FUZZ_PACKAGE}/: {p}" for p in problems]))
    total = 0
    for title, problems in results:
        print(f"lint: {title}: {'ok' if not problems else f'{len(problems)} problem(s)'}")
        for problem in problems:
            print(f"  {problem}")
        total += len(problems)
    print(f"lint: {'clean' if total == 0 else f'{total} problem(s)'}")
    return 0 if total == 0 else 1


def self_test():
    """A fake package with one lie of each kind; the lint must report exactly those."""
    files = {
        "Package.swift": """// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Fake", products: [.library(name: "Kit", targets: ["A"])],
    dependencies: [.package(url: "https://example.com/yams", exact: "1.0.0")],
    targets: [
        .target(name: "A", dependencies: ["B", .product(name: "Yams", package: "yams")]),  // uses C, not Yams
        .target(name: "B"),
        .target(name: "C", dependencies: [.target(name: "B")]),
        .target(name: "D", dependencies: ["CLib"]),  // C: not checked
        .systemLibrary(name: "CLib", path: "Sources/CLib"),
        .testTarget(name: "ATests", dependencies: ["A", "CLib"]),
    ])
""",
        "Sources/A/a.swift": "import Foundation\nimport B\n@_implementationOnly import C\n// import Yams\n",
        "Sources/B/b.swift": "/// Cites MP and CHROME §2.2; also NOPE and CHROME §9 (see ../shared/reference/solver.md).\n",
        "Sources/C/c.swift": "import B\n/// From paper §5.1. Table: S1 (ios.md).\n/// And §3 alone.\n",
        "Sources/D/d.c": "int d;\n",
        "Tests/ATests/t.swift": "import Testing\n@testable import A\nimport struct CLib.Thing\n"
                                'let page = "docs/fixture.md"  // written by the test; see notes.md\n',
        "docs/sources.md": "| Key | Title | Address | Supports |\n|---|---|---|---|\n| MP | t | a | s |\n"
                           "| S1 | t | a | s |\n| CHROME §2.2 | t | MP, GONE | s |\n| CHROME | notes | none | s |\n",
    }
    expected = {
        "A: imports C but does not declare it (Sources/A/a.swift:3)",
        "A: declares Yams but never imports it",
        "docs/sources.md:5: CHROME §2.2 rests on GONE, which has no row",
        "Sources/B/b.swift:1: cites NOPE, which has no row in docs/sources.md",
        "Sources/B/b.swift:1: cites a file outside the repository (../shared)",
        "Sources/B/b.swift:1: cites ../shared/reference/solver.md, a research note outside the repository; "
        "cite its section through docs/sources.md (e.g. CHROME §2.2)",
        "Sources/B/b.swift:1: CHROME §9 has no row in docs/sources.md",
        "Sources/C/c.swift:3: §3 names no source (write e.g. CHROME §3, or the work it is in)",
        "Tests/ATests/t.swift:4: cites notes.md, which is not in the repository (name the source's key if it is another project's file)",
    }
    with tempfile.TemporaryDirectory() as root:
        for relative, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, relative)), exist_ok=True)
            with open(os.path.join(root, relative), "w", encoding="utf-8") as handle:
                handle.write(text)
        os.makedirs(os.path.join(root, "Sources/CLib"))
        found = set(check_manifest(root, True)[1]) | set(check_citations(root)[1])
    shape_ok = shape.self_test()
    missing, extra = expected - found, found - expected
    for line in sorted(missing):
        print(f"self-test: not reported: {line}")
    for line in sorted(extra):
        print(f"self-test: reported wrongly: {line}")
    passed = shape_ok and not missing and not extra
    print(f"self-test: {'ok' if passed else 'FAILED'} ({len(expected)} expected problems and the shape checks)")
    return 0 if passed else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--manifest-from-source", action="store_true", help="parse Package.swift instead of dump-package")
    parser.add_argument("--self-test", action="store_true", help="check the lint against a fake package")
    args = parser.parse_args()
    try:
        sys.exit(self_test() if args.self_test else lint(args.root, args.manifest_from_source))
    except BrokenPipeError:  # the reader went away (`| head`)
        os._exit(1)
    except (OSError, ValueError, KeyError, AttributeError) as error:
        print(f"lint: cannot run: {error}")
        sys.exit(2)


if __name__ == "__main__":
    main()
