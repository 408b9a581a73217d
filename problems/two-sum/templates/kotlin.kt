import java.util.StringTokenizer

fun twoSum(nums: IntArray, target: Int): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val target = tokens.nextToken().toInt()
    println(twoSum(nums, target).joinToString(" "))
}
