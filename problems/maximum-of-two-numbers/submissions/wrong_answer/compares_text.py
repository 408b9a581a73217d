# Mistake: the numbers are never converted from text, so "9" beats "10"
# (text is compared character by character, and "9" > "1").
a, b = input().split()
print(a if a >= b else b)
