package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func fizzBuzz(n int) []string {
	// Write your solution here
	return []string{}
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
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for _, line := range fizzBuzz(n) {
		fmt.Fprintln(out, line)
	}
}
