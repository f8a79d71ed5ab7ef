#!/usr/bin/env python3
"""Reads a `swift test` log (Swift Testing's console output) and prints `N passed, N failed`,
counting each case of a parameterized test (the golden matrix is one test with 826 cases), and
the `CHECK PASS name` / `CHECK FAIL name` lines of the checks `make test` runs after the Swift
tests (scripts/docs-check.py: the package plugin and the documentation archive).

Usage: test-summary.py LOG EXIT_STATUS
A non-zero exit status with no failing test counted (a build error, a crash) counts as 1 failure.
The failing tests and checks are named, with their first recorded issue, just above the count, so
the tail of a CI log says what failed.
"""
import re
import sys

CHECK = re.compile(r"^CHECK (PASS|FAIL) ")
RESULT = re.compile(r"^([✔✘]) Test (.+?)(?: with (\d+) test cases?)? (passed|failed) after")
ISSUE = re.compile(r"^✘ Test (.+?) recorded an issue(?: with \d+ arguments? (.*?))? at \S+?:\d+:\d+")

def main() -> None:
    log_path, status = sys.argv[1], int(sys.argv[2])
    # Test names are not unique across suites (two suites may both have `matchesGolden(_:)`), so
    # every result line counts on its own.
    results, failing_args, checks = [], {}, [0, 0]
    first_issue, failing_checks = {}, []
    with open(log_path, encoding="utf-8", errors="replace") as log:
        for line in log:
            line = line.rstrip("\n")
            if match := CHECK.match(line):
                checks[match.group(1) == "FAIL"] += 1
                if match.group(1) == "FAIL":
                    failing_checks.append(line)
            elif match := ISSUE.match(line):
                failing_args.setdefault(match.group(1), set()).add(match.group(2))
                first_issue.setdefault(match.group(1), line[:300])
            elif match := RESULT.match(line):
                results.append((match.group(2), int(match.group(3) or 1), match.group(4) == "failed"))
    total = sum(count for _, count, _ in results)
    failed = sum(min(count, max(1, len(failing_args.get(name, ())))) for name, count, failed in results if failed)
    if status != 0 and failed == 0 and checks[1] == 0:
        failed = 1
    passed = (total - failed if total else 0) + checks[0]
    for name, _, failed_result in results:
        if failed_result:
            print(f"FAILED {name}: {first_issue.get(name, '(no issue recorded)')}")
    for line in failing_checks:
        print(f"FAILED {line}")
    print(f"{passed} passed, {failed + checks[1]} failed")

if __name__ == "__main__":
    main()
