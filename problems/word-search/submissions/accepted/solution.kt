import java.util.StringTokenizer

private val STEPS = arrayOf(intArrayOf(1, 0), intArrayOf(-1, 0), intArrayOf(0, 1), intArrayOf(0, -1))

fun exist(board: Array<CharArray>, word: String): Boolean {
    val rows = board.size
    val cols = board[0].size
    val available = IntArray(128)
    for (row in board) for (ch in row) available[ch.code]++
    val needed = IntArray(128)
    for (ch in word) needed[ch.code]++
    // Give up at once when the grid lacks copies of some letter.
    if ((0 until 128).any { needed[it] > available[it] }) return false
    // Starting from the rarer end cuts the number of starting branches.
    val path = if (available[word.first().code] > available[word.last().code]) word.reversed() else word

    fun search(row: Int, col: Int, index: Int): Boolean {
        if (board[row][col] != path[index]) return false
        if (index == path.length - 1) return true
        board[row][col] = '#'
        for (step in STEPS) {
            val nr = row + step[0]
            val nc = col + step[1]
            if (nr in 0 until rows && nc in 0 until cols && search(nr, nc, index + 1)) {
                board[row][col] = path[index]
                return true
            }
        }
        board[row][col] = path[index]
        return false
    }

    for (row in 0 until rows) for (col in 0 until cols) if (search(row, col, 0)) return true
    return false
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val r = tokens.nextToken().toInt()
    tokens.nextToken() // the number of columns: each row's length
    val board = Array(r) { tokens.nextToken().toCharArray() }
    val word = tokens.nextToken()
    println(exist(board, word))
}
