# Interactive validator (Kattis protocol): validate.py judge_in judge_ans feedback_dir < program_output > program_input
# judge_in holds "n secret"; exit 42 when the program names the secret within MAX_GUESSES guesses, else 43.
import sys

MAX_GUESSES = 30
# A line longer than this is no guess: read no more of it (a program may send megabytes without a newline).
MAX_LINE = 100

n, secret = (int(token) for token in open(sys.argv[1]).read().split())


def finish(code, message):
    with open(sys.argv[3] + '/judgemessage.txt', 'w') as feedback:
        feedback.write(message)
    sys.exit(code)


print(n, flush=True)
for count in range(1, MAX_GUESSES + 1):
    line = sys.stdin.readline(MAX_LINE)
    if line == '':
        finish(43, f'your program stopped after {count - 1} guesses without finding the number')
    if len(line) == MAX_LINE and not line.endswith('\n'):
        finish(43, f'guess {count}: a line of more than {MAX_LINE} characters')
    try:
        guess = int(line)
    except ValueError:
        finish(43, f'guess {count}: expected an integer, got {line.strip()[:40]!r}')
    if not 1 <= guess <= n:
        finish(43, f'guess {count}: {guess} is outside 1..{n}')
    if guess == secret:
        print('correct', flush=True)
        finish(42, f'found in {count} guesses')
    print('higher' if secret > guess else 'lower', flush=True)
finish(43, f'no correct guess within {MAX_GUESSES} guesses')
