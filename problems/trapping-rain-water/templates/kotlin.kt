import java.util.StringTokenizer

fun trap(height: IntArray): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val height = IntArray(n) { tokens.nextToken().toInt() }
    println(trap(height))
}
