import java.util.StringTokenizer

fun topKFrequent(nums: IntArray, k: Int): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val k = tokens.nextToken().toInt()
    println(topKFrequent(nums, k).joinToString(" "))
}
