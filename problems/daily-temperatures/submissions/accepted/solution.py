import sys


def daily_temperatures(temperatures):
    answer = [0] * len(temperatures)
    stack = []  # days still waiting for a warmer day; their temperatures never increase upwards
    for day, temperature in enumerate(temperatures):
        while stack and temperatures[stack[-1]] < temperature:
            waiting = stack.pop()
            answer[waiting] = day - waiting
        stack.append(day)
    return answer


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    temperatures = list(map(int, data[1:1 + n]))
    sys.stdout.write(' '.join(map(str, daily_temperatures(temperatures))) + '\n')


main()
