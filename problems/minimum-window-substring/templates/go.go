package main

import (
	"bufio"
	"fmt"
	"os"
)

func minWindow(s string, t string) string {
	// Write your solution here
	return ""
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
	s := next()
	t := next()
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, minWindow(s, t))
}
