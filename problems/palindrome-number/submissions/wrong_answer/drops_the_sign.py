# Mistake: the sign is dropped with abs(), so -121 is reported as a palindrome.
x = abs(int(input()))
text = str(x)
print("true" if text == text[::-1] else "false")
