"""The shape checks of `make lint` (scripts/lint.py): the drawing stages know no UIKit, and source
files and functions stay small enough to read (docs/architecture.md, STYLE)."""
import os
import re

# Targets that must not know UIKit: they draw primitives, handle pixels or compare images.
DRAWING_ONLY = ("BezelDrawing", "BezelRender", "BezelRaster", "BezelImageDiff")
UIKIT_NAME = re.compile(r"\b_?UI(?!Kit\b)[A-Z][A-Za-z]+\b")
UIKIT_FONT = re.compile(r"\b(largeTitle|barTitle|barButton|TextFont)\b")
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 60
# Data tables and benchmarks, exempt from the function limit: (file, first line's text).
TABLES = {
    ("Sources/BezelScene/SceneSchema.swift", "private static var properties"),
    ("Sources/BezelScene/ScreenSchema.swift", "static var screenDefinitions"),
    ("Sources/BezelDevices/CatalogPhones.swift", "static func iphone("),
    ("Sources/BezelDevices/CatalogPads.swift", "static func ipad("),
}
BENCH = "Sources/BezelBench/"
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|override|mutating|"
    r"nonisolated|final)\s+)*(?:func\s|init[(<?]|subscript[(<]|var\s+\w+\s*:[^=]*\{\s*$)")


def code_of(line):
    """A line without its string literals and trailing comment."""
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', line).split("//")[0]


def swift_files(root, folder):
    for base, _, names in sorted(os.walk(os.path.join(root, folder))):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(base, name)
                yield os.path.relpath(path, root), open(path, encoding="utf-8").read().splitlines()


def check_drawing_only(root):
    problems = []
    for target in DRAWING_ONLY:
        for relative, lines in swift_files(root, f"Sources/{target}"):
            for number, line in enumerate(lines, 1):
                for pattern, what in ((UIKIT_NAME, "a UIKit class name"), (UIKIT_FONT, "a UIKit font")):
                    if match := pattern.search(line):
                        problems.append(f"{relative}:{number}: {target} draws primitives only, but names {what}: {match.group(0)}")
    return f"drawing stages without UIKit ({', '.join(DRAWING_ONLY)})", problems


def function_spans(lines):
    """(first line index, length) of each function, initialiser, subscript or computed property."""
    index = 0
    while index < len(lines):
        if not DECLARATION.match(lines[index]):
            index += 1
            continue
        depth, opened, end = 0, False, index
        while end < len(lines) and end - index < 2000:
            code = code_of(lines[end])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if (opened and depth <= 0) or (not opened and end - index > 8):
                break
            end += 1
        if opened:
            yield index, end - index + 1
            index = end + 1
        else:
            index += 1


def check_sizes(root):
    problems = []
    for relative, lines in swift_files(root, "Sources"):
        if len(lines) > MAX_FILE_LINES:
            problems.append(f"{relative}: {len(lines)} lines (at most {MAX_FILE_LINES})")
        if relative.startswith(BENCH):
            continue
        for start, length in function_spans(lines):
            exempt = any(relative == path and text in lines[start] for path, text in TABLES)
            if length > MAX_FUNCTION_LINES and not exempt:
                problems.append(f"{relative}:{start + 1}: a function of {length} lines (at most {MAX_FUNCTION_LINES}): "
                                f"{lines[start].strip()[:60]}")
    return f"sizes (files ≤ {MAX_FILE_LINES} lines, functions ≤ {MAX_FUNCTION_LINES} outside tables and benches)", problems


# Targets whose whole dependency closure must leave out Cairo and Pango: image comparison
# (`bezel diff`, the golden check's comparison) and pixels run where no font or Cairo is.
WITHOUT_CAIRO = ("BezelRaster", "BezelImageDiff", "BezelDrawing")
CAIRO_MODULES = {"CBezelCairo", "CBezelPangoCairo"}


def check_closures(targets):
    deps = {t["name"]: t["deps"] for t in targets}
    problems = []
    for name in WITHOUT_CAIRO:
        seen, stack = set(), list(deps.get(name, []))
        while stack:
            module = stack.pop()
            if module not in seen:
                seen.add(module)
                stack += deps.get(module, [])
        for module in sorted(seen & CAIRO_MODULES):
            problems.append(f"{name}: depends on {module} (through its dependencies); it must build without Cairo and Pango")
    return f"without Cairo or Pango ({', '.join(WITHOUT_CAIRO)})", problems


def self_test():
    """Each shape check reports a planted problem and nothing else; True when all do."""
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        os.makedirs(os.path.join(root, "Sources/BezelRender"))
        with open(os.path.join(root, "Sources/BezelRender/a.swift"), "w", encoding="utf-8") as handle:
            handle.write('// Drawn as UIKit draws it.\nlet name = "UINavigationBar"\nfunc long() {\n' + "    step()\n" * 70 + "}\n")
        found = check_drawing_only(root)[1] + check_sizes(root)[1]
    found += check_closures([{"name": "BezelImageDiff", "deps": ["BezelRaster"]}, {"name": "BezelRaster", "deps": ["BezelRender"]},
                             {"name": "BezelRender", "deps": ["CBezelCairo"]}])[1]
    expected = [
        "Sources/BezelRender/a.swift:2: BezelRender draws primitives only, but names a UIKit class name: UINavigationBar",
        "Sources/BezelRender/a.swift:3: a function of 72 lines (at most 60): func long() {",
        "BezelRaster: depends on CBezelCairo (through its dependencies); it must build without Cairo and Pango",
        "BezelImageDiff: depends on CBezelCairo (through its dependencies); it must build without Cairo and Pango",
    ]
    for line in sorted(set(expected) ^ set(found)):
        print(f"self-test (shape): {'not reported' if line in expected else 'reported wrongly'}: {line}")
    return sorted(expected) == sorted(found)
