import java.util.StringTokenizer

fun twoSum(nums: IntArray, target: Int): IntArray {
    // Each value's index, so a partner is found in one look-up.
    val seen = HashMap<Int, Int>()
    for ((index, value) in nums.withIndex()) {
        val partner = seen[target - value]
        if (partner != null) return intArrayOf(partner, index)
        seen[value] = index
    }
    return IntArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val target = tokens.nextToken().toInt()
    println(twoSum(nums, target).joinToString(" "))
}
