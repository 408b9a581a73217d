"""Writes data/secret for Jump Game. Run from the problem folder."""
import os
import random

random.seed(20251102)
OUT = os.path.join("data", "secret")
MAX_N = 10**5
MAX_JUMP = 10**5


def solve(nums):
    farthest = 0
    for i, jump in enumerate(nums):
        if i > farthest:
            return False
        farthest = max(farthest, i + jump)
    return True


def write(index, nums):
    name = os.path.join(OUT, f"{index:02d}")
    with open(name + ".in", "w") as f:
        f.write(f"{len(nums)}\n{' '.join(map(str, nums))}\n")
    with open(name + ".ans", "w") as f:
        f.write("true\n" if solve(nums) else "false\n")


def trap(n, wall):
    """Every cell before `wall` reaches exactly `wall`, which holds 0."""
    nums = [random.randint(1, 3) for _ in range(n)]
    for i in range(wall):
        nums[i] = min(wall - i, random.randint(1, wall - i))
    nums[wall - 1] = 1
    nums[wall] = 0
    return nums


def main():
    os.makedirs(OUT, exist_ok=True)
    for old in os.listdir(OUT):
        os.remove(os.path.join(OUT, old))
    cases = [
        [0],                       # a single cell is already the last one
        [0, 1],                    # stuck at the start
        [1, 0],                    # the final 0 does not matter
        [2, 0, 0],                 # jump over zeros
        [2, 3, 0, 0, 2, 0, 1],     # longest jump is not always best
        [1, 1, 1, 0, 0],
        [random.randint(0, 3) for _ in range(30)],
        [1] * MAX_N,                                   # only single steps
        [MAX_JUMP] * MAX_N,                            # every jump is huge
        [MAX_JUMP] + [0] * (MAX_N - 1),                # one jump does it all
        trap(MAX_N, MAX_N - 2),                        # blocked just before the end
        trap(MAX_N, MAX_N // 2),
        [random.choice([0, 0, 1, 2, 3]) for _ in range(MAX_N)],
    ]
    # a long path that only works by choosing short jumps carefully
    path = [0] * MAX_N
    i = 0
    while i < MAX_N - 1:
        step = random.randint(1, 5)
        path[i] = step
        i += step
    cases.append(path)
    for index, nums in enumerate(cases, start=1):
        write(index, nums)


if __name__ == "__main__":
    main()
