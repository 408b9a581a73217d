# Mistake: range(len(s) - 1, 0, -1) stops before position 0, so the first character is lost.
s = input().strip()
reversed_text = ""
for i in range(len(s) - 1, 0, -1):
    reversed_text += s[i]
print(reversed_text)
