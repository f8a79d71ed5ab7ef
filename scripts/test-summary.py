#!/usr/bin/env python3
"""Reads a `swift test` log (Swift Testing's console output) and prints `N passed, N failed`,
counting each case of a parameterized test (the golden matrix is one test with 826 cases).

Usage: test-summary.py LOG EXIT_STATUS
A non-zero exit status with no failing test counted (a build error, a crash) counts as 1 failure.
"""
import re
import sys

RESULT = re.compile(r"^([✔✘]) Test (.+?)(?: with (\d+) test cases?)? (passed|failed) after")
ISSUE = re.compile(r"^✘ Test (.+?) recorded an issue(?: with \d+ arguments? (.*?))? at \S+?:\d+:\d+")

def main() -> None:
    log_path, status = sys.argv[1], int(sys.argv[2])
    cases, failed_tests, failing_args = {}, set(), {}
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            line = line.rstrip("\n")
            if match := ISSUE.match(line):
                failing_args.setdefault(match.group(1), set()).add(match.group(2))
            elif match := RESULT.match(line):
                name = match.group(2)
                cases[name] = int(match.group(3) or 1)
                if match.group(4) == "failed":
                    failed_tests.add(name)
    total = sum(cases.values())
    failed = sum(min(cases[name], max(1, len(failing_args.get(name, ())))) for name in failed_tests)
    if status != 0 and failed == 0:
        failed = 1
    print(f"{total - failed if total else 0} passed, {failed} failed")

if __name__ == "__main__":
    main()
