fun totalNQueens(n: Int): Long {
    // Write your solution here
    return 0
}

fun main() {
    val n = readln().trim().toInt()
    println(totalNQueens(n))
}
