import sys


def network_delay_time(times, n, k):
    # Write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    times = [[int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])] for i in range(m)]
    k = int(data[2 + 3 * m])
    print(network_delay_time(times, n, k))


main()
