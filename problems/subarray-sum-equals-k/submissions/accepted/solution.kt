import java.util.StringTokenizer

fun subarraySum(nums: IntArray, k: Long): Long {
    // seen[p] = how many prefixes so far have sum p; the empty prefix has sum 0.
    val seen = HashMap<Long, Long>()
    seen[0L] = 1L
    var prefix = 0L
    var count = 0L
    for (value in nums) {
        prefix += value
        count += seen[prefix - k] ?: 0L
        seen[prefix] = (seen[prefix] ?: 0L) + 1
    }
    return count
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = tokens.nextToken().toLong()
    println(subarraySum(nums, k))
}
