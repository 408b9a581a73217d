package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func twoSum(nums []int, target int) []int {
	// Write your solution here
	return []int{}
}

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	nums := make([]int, n)
	for i := range nums {
		fmt.Fscan(in, &nums[i])
	}
	var target int
	fmt.Fscan(in, &target)
	answer := twoSum(nums, target)
	parts := make([]string, len(answer))
	for i, x := range answer {
		parts[i] = fmt.Sprint(x)
	}
	fmt.Println(strings.Join(parts, " "))
}
