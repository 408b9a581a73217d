import sys


def daily_temperatures(temperatures):
    # Write your solution here
    return []


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    temperatures = [int(x) for x in data[1:1 + n]]
    answer = daily_temperatures(temperatures)
    print(' '.join(str(days) for days in answer))


main()
