package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func maxArea(height []int) int {
	left, right, best := 0, len(height)-1, 0
	for left < right {
		wall := height[left]
		if height[right] < wall {
			wall = height[right]
		}
		if area := (right - left) * wall; area > best {
			best = area
		}
		// The shorter wall limits every narrower container that keeps it, so drop it.
		if height[left] < height[right] {
			left++
		} else {
			right--
		}
	}
	return best
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<26)
	in.Split(bufio.ScanWords)
	next := func() string {
		if in.Scan() {
			return in.Text()
		}
		return ""
	}
	nextInt := func() int {
		x, _ := strconv.Atoi(next())
		return x
	}
	height := make([]int, nextInt())
	for i := range height {
		height[i] = nextInt()
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, maxArea(height))
}
