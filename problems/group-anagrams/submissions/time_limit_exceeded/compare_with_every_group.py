# Compares each word with one word of every group found so far, recounting letters
# each time: O(n * groups * length).
import sys

data = sys.stdin.read().split()
n = int(data[0])


def same_letters(first, second):
    if len(first) != len(second):
        return False
    return all(first.count(letter) == second.count(letter) for letter in first)


groups = []
for word in data[1:1 + n]:
    for group in groups:
        if same_letters(group[0], word):
            group.append(word)
            break
    else:
        groups.append([word])
result = sorted(sorted(group) for group in groups)
print(len(result))
for group in result:
    print(' '.join(group))
