def reverse_string(s):
    # Write your solution here
    return ""


def main():
    s = input().strip()
    print(reverse_string(s))


main()
