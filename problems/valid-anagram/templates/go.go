package main

import (
	"bufio"
	"fmt"
	"os"
)

func isAnagram(s string, t string) bool {
	// Write your solution here
	return false
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
	fmt.Fprintln(out, isAnagram(s, t))
}
