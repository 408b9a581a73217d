import sys


def exist(board, word):
    # Write your solution here
    return False


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    board = data[2:2 + r]
    word = data[2 + r]
    print('true' if exist(board, word) else 'false')


main()
