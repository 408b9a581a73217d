import java.util.StringTokenizer

fun rob(nums: LongArray): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = LongArray(n) { tokens.nextToken().toLong() }
    println(rob(nums))
}
