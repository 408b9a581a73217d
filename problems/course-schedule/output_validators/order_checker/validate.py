"""Output validator for Course Schedule (Kattis protocol).

Usage: validate.py judge_in judge_ans feedback_dir < team_output
Accepts (exit 42) any order that lists every course once and puts each prerequisite
before the course that needs it, or IMPOSSIBLE when the judge's answer is IMPOSSIBLE.
Rejects (exit 43) anything else, explaining why in feedback_dir/judgemessage.txt.
"""
import os
import sys

ACCEPT = 42
REJECT = 43


def reject(feedback_dir, message):
    with open(os.path.join(feedback_dir, "judgemessage.txt"), "w") as f:
        f.write(message + "\n")
    sys.exit(REJECT)


def main():
    judge_in, judge_ans, feedback_dir = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(judge_in, "rb") as f:
        data = f.read().split()
    n, m = int(data[0]), int(data[1])
    pairs = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    with open(judge_ans, "rb") as f:
        is_possible = f.read().split()[:1] != [b"IMPOSSIBLE"]
    output = sys.stdin.buffer.read()
    # No answer is longer than n numbers of at most 6 digits: a longer output is rejected before it is split.
    if len(output) > 8 * (n + 2):
        reject(feedback_dir, "the output is longer than any answer")
    tokens = output.split()

    if not is_possible:
        if [t.upper() for t in tokens] != [b"IMPOSSIBLE"]:
            reject(feedback_dir, "expected IMPOSSIBLE: the prerequisites contain a cycle")
        sys.exit(ACCEPT)

    if len(tokens) == 1 and tokens[0].upper() == b"IMPOSSIBLE":
        reject(feedback_dir, "answered IMPOSSIBLE, but a valid order exists")
    if len(tokens) != n:
        reject(feedback_dir, f"expected {n} course numbers, got {len(tokens)} tokens")
    position = [-1] * n
    for index, token in enumerate(tokens):
        try:
            course = int(token)
        except ValueError:
            reject(feedback_dir, f"token {index + 1} is not an integer")
        if not 0 <= course < n:
            reject(feedback_dir, f"course {course} does not exist")
        if position[course] != -1:
            reject(feedback_dir, f"course {course} is listed twice")
        position[course] = index
    for course, before in pairs:
        if position[before] > position[course]:
            reject(feedback_dir, f"course {course} is taken before its prerequisite {before}")
    sys.exit(ACCEPT)


if __name__ == "__main__":
    main()
