#!/usr/bin/env python3
"""The other tools' side of `BezelBench diff`: blazediff and pixelmatch (PyPI), timed in this
process from file paths to a differing-pixel count, so the figures compare with Bezel's own
decode + compare. Prints one line per tool and pair: `tool pair seconds count`.
Usage: diff_bench.py RUNS EXPECTED ACTUAL PAIR_NAME [EXPECTED ACTUAL PAIR_NAME ...]
"""
import sys
import time


def median(runs, body):
    times, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = body()
        times.append(time.perf_counter() - start)
    return sorted(times)[runs // 2], result


def main():
    runs = int(sys.argv[1])
    items = sys.argv[2:]
    pairs = [items[i:i + 3] for i in range(0, len(items), 3)]
    try:
        import blazediff
        for a, b, name in pairs:
            seconds, result = median(runs, lambda: blazediff.compare(a, b, threshold=0.1))
            count = 0 if result.match_result else result.diff_count
            print(f"blazediff {name} {seconds:.6f} {count}", flush=True)
    except ImportError:
        print("blazediff missing", flush=True)
    try:
        from PIL import Image
        from pixelmatch.contrib.PIL import pixelmatch
        for a, b, name in pairs:
            # Pure Python: one run is enough to see the order of magnitude; a pair where almost
            # every pixel changes would take minutes, so it is left to the compiled tools.
            if name == "light-dark":
                continue
            seconds, count = median(1, lambda: pixelmatch(Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA"), threshold=0.1))
            print(f"pixelmatch {name} {seconds:.6f} {count}", flush=True)
    except ImportError:
        print("pixelmatch missing", flush=True)


if __name__ == "__main__":
    main()
