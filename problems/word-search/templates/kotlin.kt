import java.util.StringTokenizer

fun exist(board: Array<CharArray>, word: String): Boolean {
    // Write your solution here
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
