import java.util.StringTokenizer

fun subarraySum(nums: IntArray, k: Long): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = tokens.nextToken().toLong()
    println(subarraySum(nums, k))
}
