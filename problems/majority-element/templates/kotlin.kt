import java.util.StringTokenizer

fun majorityElement(nums: IntArray): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    println(majorityElement(nums))
}
