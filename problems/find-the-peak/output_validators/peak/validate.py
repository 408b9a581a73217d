# Interactive validator (Kattis protocol): validate.py judge_in judge_ans feedback_dir < program_output > program_input
# judge_in holds n and the hidden array; "? i" is answered with a[i], "! p" must name a peak.
import re
import sys

MAX_QUESTIONS = 40
# A line longer than this is no question: read no more of it (a program may send megabytes without a newline).
MAX_LINE = 100

numbers = open(sys.argv[1]).read().split()
n = int(numbers[0])
a = [0] + [int(token) for token in numbers[1:1 + n]]


def finish(code, message):
    with open(sys.argv[3] + '/judgemessage.txt', 'w') as feedback:
        feedback.write(message)
    sys.exit(code)


def value(i):
    return a[i] if 1 <= i <= n else float('-inf')


print(n, flush=True)
questions = 0
while True:
    line = sys.stdin.readline(MAX_LINE)
    if line == '':
        finish(43, f'your program stopped after {questions} questions without naming a peak')
    if len(line) == MAX_LINE and not line.endswith('\n'):
        finish(43, f'a line of more than {MAX_LINE} characters')
    parts = line.split()
    # ASCII digits only: str.isdigit() also takes '²', which int() refuses.
    if len(parts) != 2 or parts[0] not in ('?', '!') or not re.fullmatch(r'-?[0-9]{1,9}', parts[1]):
        finish(43, f'expected "? i" or "! p", got {line.strip()[:40]!r}')
    position = int(parts[1])
    if not 1 <= position <= n:
        finish(43, f'position {position} is outside 1..{n}')
    if parts[0] == '!':
        if value(position) > value(position - 1) and value(position) > value(position + 1):
            finish(42, f'found a peak with {questions} questions')
        finish(43, f'position {position} is not a peak')
    questions += 1
    if questions > MAX_QUESTIONS:
        finish(43, f'more than {MAX_QUESTIONS} questions')
    print(a[position], flush=True)
