#!/usr/bin/env python3
"""Runs Bezel's libFuzzer targets (`make fuzz`, docs/fuzzing.md) for a fixed number of runs each
and prints, per target, the executions, their rate and the findings. Python 3, standard library.

Each target starts from a fresh corpus in a temporary folder, seeded from the repository (scene
files from examples/ and docs/, a few small goldens and generated PNGs, plus every input already
kept under Tests/Corpus/fuzz-regressions/ but the open findings), with its dictionary from
Fuzzing/. libFuzzer stops a target at its first finding (a crash, a failed check, a timeout,
memory running out: 2 GB resident or 1 GB in one allocation); the input
is copied to Tests/Corpus/fuzz-regressions/<target>/, where the regression tests replay it, and
its log stays in artifacts/fuzz/<target>.log.

Usage: scripts/fuzz.py --build DIR [--runs N] [--seed N] [--target NAME ...]
Exit status: 0 no finding, 1 a finding, 2 the fuzzers could not run.
"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REGRESSIONS = "Tests/Corpus/fuzz-regressions"
# name: (executable, dictionary, longest input in bytes)
TARGETS = {
    "scene": ("FuzzScene", "Fuzzing/scene.dict", 4096),
    "png": ("FuzzPNG", "Fuzzing/png.dict", 8192),
    "dump": ("FuzzDump", "Fuzzing/dump.dict", 8192),
}
FINDING = re.compile(r"^(crash|timeout|oom|leak|slow-unit)-[0-9a-f]+$")
# The smallest goldens keep a run fast; this many of them seed the PNG target.
GOLDEN_SEEDS = 6


def scene_seeds():
    """(name, bytes) of every scene file in examples/ and docs/readme-images.yaml."""
    seeds = []
    for folder, suffixes in (("examples", (".yaml", ".json")), ("examples/screens", (".yaml",))):
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            if name.endswith(suffixes):
                seeds.append((f"{folder.replace('/', '-')}-{name}", read(os.path.join(folder, name))))
    seeds.append(("readme-images.yaml", read("docs/readme-images.yaml")))
    return seeds


def dump_seeds():
    """(name, bytes) of every published dump of the fidelity corpus (Tests/Fidelity/dumps/)."""
    folder = "Tests/Fidelity/dumps"
    return [(name, read(os.path.join(folder, name))) for name in sorted(os.listdir(os.path.join(ROOT, folder))) if name.endswith(".txt")]


def png_seeds():
    """The smallest goldens (palette and RGB files) and small generated PNGs of every colour type."""
    goldens = []
    for folder, _, names in os.walk(os.path.join(ROOT, "Golden")):
        for name in names:
            path = os.path.join(folder, name)
            if name.endswith(".png") and not os.path.islink(path):
                goldens.append((os.path.getsize(path), os.path.relpath(path, ROOT)))
    picked = [path for _, path in sorted(goldens)[:GOLDEN_SEEDS]]
    return [(path.replace("/", "-"), read(path)) for path in picked] + generated_pngs()


def generated_pngs():
    """Small PNGs the goldens lack: RGB and RGBA rows with each of the five filters, several IDAT
    chunks, ancillary and colour chunks, and the colour types and depths only libpng reads."""
    def rows(width, height, channels):
        return [bytes((x * 37 + y * 11 + c * 53) & 0xFF for x in range(width) for c in range(channels)) for y in range(height)]

    seeds = []
    for colour, channels in ((2, 3), (6, 4)):
        raw = b"".join(bytes([y % 5]) + row for y, row in enumerate(rows(5, 5, channels)))
        seeds.append((f"filters-{colour}.png", png(5, 5, 8, colour, [(b"IDAT", zlib.compress(raw))])))
        data = zlib.compress(raw, 9)
        split = [(b"tEXt", b"k\x00v"), (b"IDAT", data[:7]), (b"IDAT", data[7:])]
        seeds.append((f"split-{colour}.png", png(5, 5, 8, colour, split)))
    plain = b"".join(b"\x00" + row for row in rows(3, 2, 3))
    seeds.append(("gamma.png", png(3, 2, 8, 2, [(b"gAMA", struct.pack(">I", 45455)), (b"IDAT", zlib.compress(plain))])))
    seeds.append(("trns.png", png(3, 2, 8, 2, [(b"tRNS", b"\x00\x25\x00\x4a\x00\x6f"), (b"IDAT", zlib.compress(plain))])))
    palette = b"".join(b"\x00" + bytes(x % 3 for x in range(4)) for _ in range(3))
    seeds.append(("palette.png", png(4, 3, 8, 3, [(b"PLTE", bytes(range(9))), (b"IDAT", zlib.compress(palette))])))
    for name, depth, colour, channels in (("gray", 8, 0, 1), ("gray-alpha", 8, 4, 2), ("rgb16", 16, 2, 6)):
        raw = b"".join(b"\x00" + row for row in rows(3, 3, channels))
        seeds.append((f"{name}.png", png(3, 3, depth, colour, [(b"IDAT", zlib.compress(raw))])))
    return seeds


def png(width, height, depth, colour, chunks):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + b"".join(chunk(k, b) for k, b in chunks) + chunk(b"IEND", b"")


def read_open_findings():
    """The `target/file` names listed in open.txt: saved inputs whose bug is not fixed yet."""
    path = os.path.join(ROOT, REGRESSIONS, "open.txt")
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as handle:
        return {line.split(":", 1)[0].strip() for line in handle if line.strip() and not line.startswith("#")}


def read(relative):
    with open(os.path.join(ROOT, relative), "rb") as handle:
        return handle.read()


def run_target(name, build, runs, seed, logs):
    """Fuzzes one target; returns (executions, seconds, [finding paths], log path)."""
    executable, dictionary, max_len = TARGETS[name]
    build = os.path.abspath(build)
    with tempfile.TemporaryDirectory(prefix=f"bezel-fuzz-{name}-") as work:
        corpus, found = os.path.join(work, "corpus"), os.path.join(work, "found") + "/"
        os.makedirs(corpus)
        os.makedirs(found)
        kept = os.path.join(ROOT, REGRESSIONS, name)
        seeds = {"scene": scene_seeds, "png": png_seeds, "dump": dump_seeds}[name]()
        # Saved inputs seed the run, except open findings: they stop it at once.
        open_findings = read_open_findings()
        for file in sorted(os.listdir(kept)) if os.path.isdir(kept) else []:
            if not file.startswith(".") and f"{name}/{file}" not in open_findings:
                seeds.append((f"kept-{file}", read(os.path.join(REGRESSIONS, name, file))))
        for seed_name, data in seeds:
            with open(os.path.join(corpus, seed_name), "wb") as handle:
                handle.write(data)
        command = [os.path.join(build, executable), f"-runs={runs}", f"-seed={seed}", f"-max_len={max_len}", "-timeout=10",
                   "-rss_limit_mb=2048", "-malloc_limit_mb=1024", "-print_final_stats=1", f"-dict={os.path.join(ROOT, dictionary)}",
                   f"-artifact_prefix={found}", corpus]
        # Leaks are not findings (Pango and fontconfig keep their caches); fixed hashing keeps a
        # seeded run repeatable; Swift's own crash handler is off because it ends the process
        # before libFuzzer's handler saves the input.
        environment = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", SWIFT_DETERMINISTIC_HASHING="1", SWIFT_BACKTRACE="enable=no")
        log_path = os.path.join(logs, f"{name}.log")
        start = time.monotonic()
        run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=environment, cwd=work)
        seconds = time.monotonic() - start
        findings = keep_findings(name, found)
    text = demangled(run.stdout.decode("utf-8", errors="replace"))
    with open(log_path, "w", encoding="utf-8") as log:
        log.write(text)
    stat = re.search(r"stat::number_of_executed_units:\s*(\d+)", text)
    statuses = re.findall(r"^#(\d+)\s", text, re.MULTILINE)
    executions = int(stat.group(1)) if stat else max(map(int, statuses), default=0)
    return executions, seconds, findings, log_path, text


def demangled(text):
    """The log with Swift symbol names in stack traces made readable, when `swift demangle` runs."""
    try:
        run = subprocess.run(["swift", "demangle", "--simplified"], input=text, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return text
    return run.stdout if run.returncode == 0 else text


def keep_findings(name, found):
    """Copies each input libFuzzer saved into the regression corpus; returns their paths."""
    kept = []
    for file in sorted(os.listdir(found)):
        if FINDING.match(file):
            target = os.path.join(REGRESSIONS, name, file)
            os.makedirs(os.path.join(ROOT, REGRESSIONS, name), exist_ok=True)
            shutil.copyfile(os.path.join(found, file), os.path.join(ROOT, target))
            kept.append(target)
    return kept


def cause(text):
    """The line of a libFuzzer log that says what went wrong."""
    for pattern in (r"^.*Fatal error: .*$", r"^==\d+== ?ERROR: .*$", r"^.*ERROR: libFuzzer: .*$"):
        match = re.search(pattern, text, re.MULTILINE)
        if match:
            return match.group(0).strip()
    return "see the log"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", required=True, help="the folder holding FuzzScene and FuzzPNG")
    parser.add_argument("--runs", type=int, default=200000, help="inputs per target")
    parser.add_argument("--seed", type=int, default=1, help="libFuzzer's random seed; 0 picks one")
    parser.add_argument("--target", action="append", choices=sorted(TARGETS), help="one target (repeatable); default all")
    args = parser.parse_args()
    logs = os.path.join(ROOT, "artifacts", "fuzz")
    os.makedirs(logs, exist_ok=True)
    total = 0
    for name in args.target or list(TARGETS):
        executable = os.path.join(args.build, TARGETS[name][0])
        if not os.access(executable, os.X_OK):
            print(f"fuzz: {executable} is missing; build it first (make fuzz)")
            sys.exit(2)
        executions, seconds, findings, log_path, text = run_target(name, args.build, args.runs, args.seed, logs)
        rate = executions / seconds if seconds > 0 else 0
        print(f"fuzz: {name}: {executions} executions in {seconds:.1f} s ({rate:.0f}/s), {len(findings)} finding(s)"
              f" (log: {os.path.relpath(log_path, ROOT)})")
        if not findings and executions < args.runs:
            print(f"fuzz: {name}: stopped after {executions} of {args.runs} runs without saving an input: {cause(text)}")
            total += 1
        for path in findings:
            print(f"  {path}: {cause(text)}")
        total += len(findings)
    if total:
        print(f"fuzz: {total} finding(s); the inputs are under {REGRESSIONS}/ (commit them: the regression tests replay them)")
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
