"""Writes data/secret for Product of Array Except Self. Run from the problem folder."""
import os
import random

random.seed(20251106)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
LIMIT = 2**31 - 1


def solve(nums):
    n = len(nums)
    answer = [1] * n
    for i in range(1, n):
        answer[i] = answer[i - 1] * nums[i - 1]
    suffix = 1
    for i in range(n - 1, -1, -1):
        answer[i] *= suffix
        suffix *= nums[i]
    return answer


def fits(nums):
    """Every prefix and suffix product fits in a 32-bit signed integer."""
    for sequence in (nums, nums[::-1]):
        product = 1
        for value in sequence:
            product *= value
            if not -2**31 <= product <= LIMIT:
                return False
    return True


def write(index, nums):
    assert 2 <= len(nums) <= MAX_N and fits(nums)
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
    with open(name + ".ans", "w") as f:
        f.write(" ".join(map(str, solve(nums))) + "\n")


def with_budget(n, zeros=0, big_share=0.3):
    """Mostly +-1, with larger factors while the product of their sizes stays small."""
    nums = [random.choice([-1, 1]) for _ in range(n)]
    budget = LIMIT
    positions = list(range(n))
    random.shuffle(positions)
    for i in positions[: int(n * big_share)]:
        value = random.randint(2, 30)
        if budget >= value:
            budget //= value
            nums[i] = value * random.choice([-1, 1])
    for i in random.sample(range(n), zeros):
        nums[i] = 0
    return nums


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [5, -7],                       # minimum size
        [0, 0],                        # two zeros: everything is 0
        [0, 4],                        # one zero
        [-30, 30, 1, -1, 1],           # the bounds
        [2] * 30 + [1],                # products up to 2^30
        [-2] * 31,                     # 2^30 in absolute value, alternating signs
        [3, 3, 3],                     # all equal
        with_budget(20, zeros=1),
        with_budget(1000),
        with_budget(MAX_N),            # maximum size, no zero
        with_budget(MAX_N, zeros=1),   # maximum size, exactly one zero
        with_budget(MAX_N, zeros=5),
    ]
    for index, nums in enumerate(cases, start=1):
        write(index, nums)


if __name__ == "__main__":
    main()
