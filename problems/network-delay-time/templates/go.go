package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func networkDelayTime(times [][]int, n int, k int) int {
	// Write your solution here
	return 0
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
	n := nextInt()
	m := nextInt()
	times := make([][]int, m)
	for i := range times {
		times[i] = make([]int, 3)
		for j := range times[i] {
			times[i][j] = nextInt()
		}
	}
	k := nextInt()
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, networkDelayTime(times, n, k))
}
