#!/usr/bin/env python3
"""The kiwisolver side of `make bench`: reads the same system files as BezelBench
(`bench/*.txt` format) and prints JSON timings: build-and-solve medians per file and the
enaml-like edit re-solve (suggest width and height, then updateVariables).

Usage: kiwi_bench.py FILE RUNS [edit]
BezelBench runs it once per system under a time limit.
"""
import json
import re
import sys
import time

import kiwisolver
from kiwisolver import Solver, Variable, strength

STRENGTHS = {
    "required": strength.required,
    "strong": strength.strong,
    "smedium": strength.create(0, 100, 0),
    "mmedium": strength.create(0, 1, 0, 1.25),
    "medium": strength.medium,
    "weak": strength.weak,
}
TOKEN = re.compile(r"([+-])|([0-9.]+)\*([A-Za-z_][A-Za-z0-9_]*)|([0-9.]+)|([A-Za-z_][A-Za-z0-9_]*)")


def terms(text):
    out, sign = [], 1.0
    for m in TOKEN.finditer(text):
        if m.group(1):
            sign = 1.0 if m.group(1) == "+" else -1.0
            continue
        if m.group(2):
            out.append((sign * float(m.group(2)), m.group(3)))
        elif m.group(4):
            out.append((sign * float(m.group(4)), None))
        else:
            out.append((sign, m.group(5)))
        sign = 1.0
    return out


def parse(path):
    """Names are resolved to indices here, as BezelBench does, so the timed build measures the
    solver: making variables, expressions and constraints, and adding them."""
    names, index = [], {}

    def resolve(name):
        if name not in index:
            index[name] = len(names)
            names.append(name)
        return index[name]

    edits, suggestions, lines = [], [], []
    for raw in open(path):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("suggest "):
            _, name, value = line.split()
            suggestions.append((resolve(name), float(value)))
            continue
        if line.startswith("edit "):
            _, name, s = line.split()
            edits.append((resolve(name), s))
            continue
        s, body = line.split(":", 1)
        op = next(o for o in ("==", "<=", ">=") if o in body)
        lhs, rhs = body.split(op)
        lines.append((s, [(k, resolve(n) if n else None) for k, n in terms(lhs)], op,
                      [(k, resolve(n) if n else None) for k, n in terms(rhs)]))
    return names, edits, suggestions, lines


def build(names, edits, suggestions, lines):
    variables = [Variable(name) for name in names]

    def expr(ts):
        e = 0
        for k, i in ts:
            e = e + (k * variables[i] if i is not None else k)
        return e

    solver = Solver()
    for i, s in edits:
        solver.addEditVariable(variables[i], STRENGTHS[s])
    for i, value in suggestions:
        solver.suggestValue(variables[i], value)
    for s, lhs, op, rhs in lines:
        left, right = expr(lhs), expr(rhs)
        c = (left == right) if op == "==" else (left <= right) if op == "<=" else (left >= right)
        solver.addConstraint(c | STRENGTHS[s])
    return solver, variables


def main():
    """One system per run: `kiwi_bench.py FILE RUNS [edit]`. With `edit`, also time the edit loop."""
    path, runs = sys.argv[1], int(sys.argv[2])
    system = parse(path)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        build(*system)
        times.append(time.perf_counter() - start)
    times.sort()
    result = {"version": kiwisolver.__version__, "build": times[len(times) // 2]}
    if len(sys.argv) > 3 and sys.argv[3] == "edit":
        solver, variables = build(*system)
        names = system[0]
        width, height = variables[names.index("width")], variables[names.index("height")]
        pairs = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
        loops = 20000
        batches = []
        for _ in range(9):
            start = time.perf_counter()
            for i in range(loops):
                w, h = pairs[i % len(pairs)]
                solver.suggestValue(width, w)
                solver.suggestValue(height, h)
                solver.updateVariables()
            batches.append((time.perf_counter() - start) / loops)
        batches.sort()
        result["edit"] = batches[len(batches) // 2]
    print(json.dumps(result))


if __name__ == "__main__":
    main()
