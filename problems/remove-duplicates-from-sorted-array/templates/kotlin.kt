import java.util.StringTokenizer

// Rearrange nums in place and return k, the number of distinct values.
fun removeDuplicates(nums: IntArray): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = removeDuplicates(nums)
    println(k)
    println(nums.take(k).joinToString(" "))
}
