#!/usr/bin/env python3
"""Whole processes, at equal pixels: every gallery scene drawn at 3x to PNG files on disk by
`bezel render`, against the same pictures drawn from Bezel's own SVG (glyph outlines, so no
font is needed) by resvg (PyPI's resvg-cli) and by rsvg-convert, each told the exact pixel size
of Bezel's PNG. Bezel's side starts from the scene (parse, layout, composition, drawing,
encoding); theirs from the finished SVG, one process per image. The sides run alternately,
`RUNS` times, and the medians, min-max and ratios are printed.

Usage: render_bench.py BEZEL RUNS SCENE [SCENE ...]
"""
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def tool(name):
    for folder in os.environ.get("PATH", "").split(":") + [os.path.expanduser("~/.local/bin")]:
        path = os.path.join(folder, name)
        # pyenv's shims are shell scripts that start Python: time the real binary.
        if "shims" not in folder and os.access(path, os.X_OK):
            return path
    try:
        import sysconfig
        path = os.path.join(sysconfig.get_path("scripts"), name)
        return path if os.access(path, os.X_OK) else None
    except Exception:
        return None


def summary(times):
    ms = [t * 1000 for t in times]
    return statistics.median(ms), min(ms), max(ms)


def main():
    bezel, runs, scenes = os.path.abspath(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
    resvg, rsvg = tool("resvg"), tool("rsvg-convert")
    print(f"Scene -> PNG at 3x, whole processes, equal pixels; median (min-max) of {runs} alternating runs, ms")
    print(f"{'scene':38} {'images':>6} {'Bezel':>15} {'resvg':>15} {'ratio':>6} {'rsvg-convert':>15} {'ratio':>6}")
    worst = 0.0
    within = compared = 0
    with tempfile.TemporaryDirectory(prefix="bezel-render-bench-") as work:
        for scene in scenes:
            name = os.path.splitext(os.path.basename(scene))[0]
            out, svg = os.path.join(work, name, "png"), os.path.join(work, name, "svg")
            subprocess.run([bezel, "render", scene, "-o", svg, "--format", "svg", "--svg-text", "paths", "--scale", "3", "--force", "-q"], check=True)
            subprocess.run([bezel, "render", scene, "-o", out, "--scale", "3", "--force", "-q"], check=True)
            pairs = []
            for base, _, files in sorted(os.walk(svg)):
                for file in sorted(files):
                    if file.endswith(".svg"):
                        relative = os.path.relpath(os.path.join(base, file), svg)
                        pairs.append((os.path.join(base, file), os.path.join(out, relative[:-4] + ".png")))
            sides = {"Bezel": [], "resvg": [], "rsvg": []}
            target = os.path.join(work, "other.png")
            for _ in range(runs):
                sides["Bezel"].append(timed([bezel, "render", scene, "-o", out, "--scale", "3", "--force", "-q"]))
                if resvg:
                    sides["resvg"].append(sum(timed([resvg, "-w", str(w), "-h", str(h), s, target]) for s, p in pairs for w, h in [png_size(p)]))
                if rsvg:
                    sides["rsvg"].append(sum(timed([rsvg, "-w", str(w), "-h", str(h), "-o", target, s]) for s, p in pairs for w, h in [png_size(p)]))
            b = summary(sides["Bezel"])
            cells = [f"{b[0]:5.0f} ({b[1]:.0f}-{b[2]:.0f})"]
            for key in ("resvg", "rsvg"):
                if sides[key]:
                    o = summary(sides[key])
                    ratio = b[0] / o[0]
                    if key == "resvg":
                        worst = max(worst, ratio)
                        compared += 1
                        within += ratio <= 0.5
                    cells += [f"{o[0]:5.0f} ({o[1]:.0f}-{o[2]:.0f})", f"{ratio:6.2f}"]
                else:
                    cells += [f"{'not installed':>15}", f"{'':>6}"]
            print(f"{name[:38]:38} {len(pairs):>6} {cells[0]:>15} {cells[1]:>15} {cells[2]} {cells[3]:>15} {cells[4]}", flush=True)
    if resvg:
        print(f"worst Bezel/resvg ratio: {worst:.2f}; {within} of {compared} scenes within the target (<= 0.5)")


if __name__ == "__main__":
    main()
