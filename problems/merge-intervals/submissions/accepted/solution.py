import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + 2 * n]))
    intervals = sorted(zip(values[0::2], values[1::2]))
    merged = []
    for start, end in intervals:
        if merged and start <= merged[-1][1]:
            if end > merged[-1][1]:
                merged[-1][1] = end
        else:
            merged.append([start, end])
    sys.stdout.write("".join(f"{s} {e}\n" for s, e in merged))


main()
