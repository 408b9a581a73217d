import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    take, skip = 0, 0
    for value in map(int, data[1:1 + n]):
        take, skip = skip + value, take if take > skip else skip
    print(max(take, skip))


main()
