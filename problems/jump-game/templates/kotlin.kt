import java.util.StringTokenizer

fun canJump(nums: IntArray): Boolean {
    // Write your solution here
    return false
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    println(if (canJump(nums)) "true" else "false")
}
