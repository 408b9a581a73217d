import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    farthest = 0
    for i in range(n):
        if i > farthest:
            print("false")
            return
        reach = i + int(data[1 + i])
        if reach > farthest:
            farthest = reach
    print("true")


main()
