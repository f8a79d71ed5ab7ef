#!/usr/bin/env python3
"""Prints `N passed, N failed` for `make test`: every case of every Swift test (a parameterized
test counts each of its cases; the golden matrix is one test with 826 cases), plus the
`CHECK PASS name` / `CHECK FAIL name` lines of the checks `make test` runs after the Swift tests
(scripts/docs-check.py: the package plugin and the documentation archive).

The Swift tests are counted from Swift Testing's event stream (`swift test
--event-stream-output-path EVENTS --event-stream-version 0`, one JSON object a line), which the
test process writes to its own file. The console log is not counted: its lines pass through a pipe
shared with every child process the tests start, and a run was seen to lose whole suites' result
lines there while Swift Testing itself reported every test passed.

Usage: test-summary.py LOG EVENTS EXIT_STATUS
A non-zero exit status with no failure counted (a build error, a crash) counts as 1 failure, and so
does a missing or unreadable event stream. The failing tests and checks are named, with their first
recorded issue, just above the count, so the tail of a CI log says what failed.
"""
import json
import re
import sys

CHECK = re.compile(r"^CHECK (PASS|FAIL) ")


def read_checks(log_path):
    """The docs checks' PASS/FAIL lines in the console log: (passed, failing lines)."""
    passed, failing = 0, []
    try:
        with open(log_path, encoding="utf-8", errors="replace") as log:
            for line in log:
                if match := CHECK.match(line.rstrip("\n")):
                    if match.group(1) == "FAIL":
                        failing.append(line.rstrip("\n"))
                    else:
                        passed += 1
    except OSError:
        pass
    return passed, failing


def issue_text(payload):
    """A short description of a recorded issue: where, and the first comment or message."""
    where = payload.get("issue", {}).get("sourceLocation") or payload.get("_sourceLocation") or {}
    place = f"{where.get('fileID', '?')}:{where.get('line', '?')}:{where.get('column', '?')}"
    texts = [m.get("text", "") for m in payload.get("messages", [])] + payload.get("_comments", [])
    return f"{place}: {texts[0] if texts else 'issue recorded'}"[:300]


def read_events(events_path):
    """Counts from the event stream: (total cases, failing cases, {test name: first issue})."""
    names, parameterized, case_ends, ended = {}, {}, {}, set()
    failing_cases, first_issue = {}, {}
    with open(events_path, encoding="utf-8") as stream:
        for line in stream:
            if not line.strip():
                continue
            record = json.loads(line)
            payload = record.get("payload", {})
            if record.get("kind") == "test":
                if payload.get("kind") == "function":
                    names[payload["id"]] = payload.get("name", payload["id"])
                    parameterized[payload["id"]] = payload.get("isParameterized", False)
                continue
            kind, test = payload.get("kind"), payload.get("testID")
            if kind == "testCaseEnded":
                case_ends[test] = case_ends.get(test, 0) + 1
            elif kind == "testEnded":
                ended.add(test)
            elif kind == "issueRecorded" and not payload.get("issue", {}).get("isKnown", False):
                case = (payload.get("_testCase") or {}).get("id")
                failing_cases.setdefault(test, set()).add(case)
                first_issue.setdefault(test, issue_text(payload))
    total, failed, named = 0, 0, {}
    for test in ended & names.keys():
        count = case_ends.get(test, 0) if parameterized[test] else 1
        total += count
        if test in failing_cases:
            failed += min(max(count, 1), len(failing_cases[test]))
            named[names[test]] = first_issue[test]
    # An issue recorded outside any test function (a suite's set-up, the runner itself).
    for test, cases in failing_cases.items():
        if test not in names or test not in ended:
            failed += 1
            named[names.get(test, test or "(outside any test)")] = first_issue[test]
    return total, failed, named


def main() -> None:
    log_path, events_path, status = sys.argv[1], sys.argv[2], int(sys.argv[3])
    checks_passed, failing_checks = read_checks(log_path)
    try:
        total, failed, named = read_events(events_path)
    except (OSError, ValueError, KeyError) as error:
        print(f"FAILED the Swift tests' event stream {events_path} could not be read: {error}")
        total, failed, named = 0, 1, {}
    if status != 0 and failed == 0 and not failing_checks:
        failed = 1
    for name, issue in sorted(named.items()):
        print(f"FAILED {name}: {issue}")
    for line in failing_checks:
        print(f"FAILED {line}")
    passed = max(total - failed, 0) + checks_passed
    print(f"{passed} passed, {failed + len(failing_checks)} failed")


if __name__ == "__main__":
    main()
