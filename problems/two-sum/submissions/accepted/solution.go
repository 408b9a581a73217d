package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReaderSize(os.Stdin, 1<<16)
	var n int
	fmt.Fscan(in, &n)
	nums := make([]int, n)
	for i := range nums {
		fmt.Fscan(in, &nums[i])
	}
	var target int
	fmt.Fscan(in, &target)
	seen := make(map[int]int, n)
	for i, value := range nums {
		if j, ok := seen[target-value]; ok {
			fmt.Println(j, i)
			return
		}
		seen[value] = i
	}
}
