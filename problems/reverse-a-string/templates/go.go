package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func reverseString(s string) string {
	// Write your solution here
	return ""
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<20)
	s, _ := reader.ReadString('\n')
	s = strings.TrimSpace(s)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, reverseString(s))
}
