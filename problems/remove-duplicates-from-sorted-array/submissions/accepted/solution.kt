import java.util.StringTokenizer

// Rearranges nums in place and returns k, the number of distinct values.
fun removeDuplicates(nums: IntArray): Int {
    if (nums.isEmpty()) return 0
    var write = 1
    for (read in 1 until nums.size) {
        if (nums[read] != nums[write - 1]) nums[write++] = nums[read]
    }
    return write
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = removeDuplicates(nums)
    println(k)
    println(nums.take(k).joinToString(" "))
}
