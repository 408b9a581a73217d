import java.util.StringTokenizer

// Boyer-Moore voting: the majority outlives every other value's votes against it.
fun majorityElement(nums: IntArray): Int {
    var candidate = 0
    var votes = 0
    for (value in nums) {
        if (votes == 0) candidate = value
        votes += if (value == candidate) 1 else -1
    }
    return candidate
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    println(majorityElement(nums))
}
