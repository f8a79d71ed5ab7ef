#!/usr/bin/env python3
"""After `make docs` (`make test` runs it last): the render-diagrams package plugin drew the
scenes of BezelKit's DocC catalog into its Resources/ with DocC's names, and the documentation
archive swift-docc-plugin built holds those images and an article page that refers to them.

Prints one `CHECK PASS name` or `CHECK FAIL name (detail)` line per check, which
scripts/test-summary.py counts with the Swift tests; exit status 1 on any failure.
Usage: docs-check.py [REPOSITORY]
"""
import json
import os
import sys

SCENES = ("safe-area", "navigation-bar")
VARIANTS = ("@2x.png", "@3x.png", "~dark@2x.png", "~dark@3x.png")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    catalog = os.path.join(root, "Sources/BezelKit/BezelKit.docc")
    archive = os.path.join(root, ".build/docs")
    failed = 0

    def check(name, ok, detail=""):
        nonlocal failed
        print(f"CHECK {'PASS' if ok else 'FAIL'} {name}" + (f" ({detail})" if detail and not ok else ""))
        failed += 0 if ok else 1

    for scene in SCENES:
        for variant in VARIANTS:
            drawn = os.path.join(catalog, "Resources", scene + variant)
            check(f"plugin drew {scene}{variant}", os.path.getsize(drawn) > 10000 if os.path.exists(drawn) else False, drawn)
            copied = os.path.join(archive, "images/BezelKit", scene + variant)
            check(f"archive holds {scene}{variant}", os.path.exists(copied), copied)
    page = os.path.join(archive, "data/documentation/bezelkit.json")
    references = json.load(open(page)).get("references", {}) if os.path.exists(page) else {}
    image = references.get("safe-area", {})
    traits = sorted(tuple(v.get("traits", [])) for v in image.get("variants", []))
    check("the BezelKit page shows safe-area in light and dark at 2x and 3x",
          traits == [("2x", "dark"), ("2x", "light"), ("3x", "dark"), ("3x", "light")], str(traits))
    for module in ("bezelkit", "bezelgolden", "bezelpipeline", "bezeldocs"):
        check(f"the archive documents {module}", os.path.exists(os.path.join(archive, "data/documentation", module + ".json")))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
