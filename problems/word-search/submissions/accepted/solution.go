package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

func exist(board []string, word string) bool {
	rows, cols := len(board), len(board[0])
	used := make([][]bool, rows)
	for r := range used {
		used[r] = make([]bool, cols)
	}
	var found func(r, c, i int) bool
	found = func(r, c, i int) bool {
		if i == len(word) {
			return true
		}
		if r < 0 || c < 0 || r >= rows || c >= cols || used[r][c] || board[r][c] != word[i] {
			return false
		}
		used[r][c] = true
		result := found(r+1, c, i+1) || found(r-1, c, i+1) || found(r, c+1, i+1) || found(r, c-1, i+1)
		used[r][c] = false
		return result
	}
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if found(r, c, 0) {
				return true
			}
		}
	}
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
	nextInt := func() int {
		x, _ := strconv.Atoi(next())
		return x
	}
	board := make([]string, nextInt())
	nextInt() // the number of columns
	for i := range board {
		board[i] = next()
	}
	word := next()
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, exist(board, word))
}
