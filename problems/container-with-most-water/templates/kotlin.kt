import java.util.StringTokenizer

fun maxArea(height: LongArray): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val height = LongArray(n) { tokens.nextToken().toLong() }
    println(maxArea(height))
}
