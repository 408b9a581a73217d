import java.util.StringTokenizer

fun sumOf(numbers: IntArray): Long = numbers.sumOf { it.toLong() }

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val numbers = IntArray(n) { tokens.nextToken().toInt() }
    println(sumOf(numbers))
}
