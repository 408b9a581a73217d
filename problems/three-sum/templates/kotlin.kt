import java.util.StringTokenizer

fun threeSum(nums: IntArray): List<IntArray> {
    // Write your solution here
    return listOf()
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val triplets = threeSum(nums)
    val out = StringBuilder().append(triplets.size).append('\n')
    for (t in triplets) out.append(t[0]).append(' ').append(t[1]).append(' ').append(t[2]).append('\n')
    print(out)
}
