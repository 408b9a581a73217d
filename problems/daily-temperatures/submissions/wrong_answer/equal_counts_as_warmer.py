# Mistake: pops on an equal temperature too, so a day "waits" for a day that is not warmer.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temperatures = list(map(int, data[1:1 + n]))
    answer = [0] * n
    stack = []
    for day, temperature in enumerate(temperatures):
        while stack and temperatures[stack[-1]] <= temperature:
            waiting = stack.pop()
            answer[waiting] = day - waiting
        stack.append(day)
    print(' '.join(map(str, answer)))


main()
