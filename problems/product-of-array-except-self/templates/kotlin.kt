import java.util.StringTokenizer

fun productExceptSelf(nums: IntArray): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    println(productExceptSelf(nums).joinToString(" "))
}
