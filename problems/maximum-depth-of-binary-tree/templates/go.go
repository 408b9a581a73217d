package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
)

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func maxDepth(root *TreeNode) int {
	// Write your solution here
	return 0
}

// buildTree builds the tree from its level-order tokens ("null" marks a missing child).
func buildTree(tokens []string) *TreeNode {
	if len(tokens) == 0 {
		return nil
	}
	value := func(token string) int {
		x, _ := strconv.Atoi(token)
		return x
	}
	root := &TreeNode{Val: value(tokens[0])}
	parents := []*TreeNode{root}
	at := 1
	for i := 0; i < len(parents) && at < len(tokens); i++ {
		parent := parents[i]
		if tokens[at] != "null" {
			parent.Left = &TreeNode{Val: value(tokens[at])}
			parents = append(parents, parent.Left)
		}
		at++
		if at < len(tokens) && tokens[at] != "null" {
			parent.Right = &TreeNode{Val: value(tokens[at])}
			parents = append(parents, parent.Right)
		}
		at++
	}
	return root
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
	rootTokens := make([]string, nextInt())
	for i := range rootTokens {
		rootTokens[i] = next()
	}
	root := buildTree(rootTokens)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	fmt.Fprintln(out, maxDepth(root))
}
