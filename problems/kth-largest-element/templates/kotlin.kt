import java.util.StringTokenizer

fun findKthLargest(nums: IntArray, k: Int): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = tokens.nextToken().toInt()
    println(findKthLargest(nums, k))
}
