import java.util.StringTokenizer

fun largestRectangleArea(heights: IntArray): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val heights = IntArray(n) { tokens.nextToken().toInt() }
    println(largestRectangleArea(heights))
}
