def count_bits(n):
    # Write your solution here
    return []


def main():
    n = int(input())
    print(" ".join(map(str, count_bits(n))))


main()
