"""The shape checks of `make lint` (scripts/lint.py): the drawing stages know no UIKit, and source
files and functions stay small enough to read (docs/architecture.md, STYLE)."""
import os
import re

# Targets that must not know UIKit: they draw primitives, handle pixels or compare images.
DRAWING_ONLY = ("Drawing", "Render", "Raster", "ImageDiff")
UIKIT_NAME = re.compile(r"\b_?UI(?!Kit\b)[A-Z][A-Za-z]+\b")
UIKIT_FONT = re.compile(r"\b(largeTitle|barTitle|barButton|TextFont)\b")
MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 60
# Data tables and benchmarks, exempt from the function limit: (file, first line's text).
TABLES = {
    ("Sources/Scene/SceneSchema.swift", "private static var properties"),
    ("Sources/Scene/ScreenSchema.swift", "static var screenDefinitions"),
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
