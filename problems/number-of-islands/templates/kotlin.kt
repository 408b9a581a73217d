import java.util.StringTokenizer

// grid[r][c] is '0' or '1'.
fun numIslands(grid: Array<CharArray>): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val rows = tokens.nextToken().toInt()
    tokens.nextToken() // the number of columns: each row's length
    val grid = Array(rows) { tokens.nextToken().toCharArray() }
    println(numIslands(grid))
}
