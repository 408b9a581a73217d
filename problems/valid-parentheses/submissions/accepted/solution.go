package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func isValid(s string) bool {
	opener := map[rune]rune{')': '(', ']': '[', '}': '{'}
	stack := make([]rune, 0, len(s))
	for _, ch := range s {
		open, isCloser := opener[ch]
		if !isCloser {
			stack = append(stack, ch)
			continue
		}
		if len(stack) == 0 || stack[len(stack)-1] != open {
			return false
		}
		stack = stack[:len(stack)-1]
	}
	return len(stack) == 0
}

func main() {
	reader := bufio.NewReaderSize(os.Stdin, 1<<20)
	s, _ := reader.ReadString('\n')
	s = strings.TrimSpace(s)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, isValid(s))
}
