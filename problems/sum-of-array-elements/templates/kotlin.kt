import java.util.StringTokenizer

fun sumOf(numbers: IntArray): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val numbers = IntArray(n) { tokens.nextToken().toInt() }
    println(sumOf(numbers))
}
