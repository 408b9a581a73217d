import java.util.StringTokenizer

// queries[i][0] is l and queries[i][1] is r of query i.
fun rangeSums(nums: IntArray, queries: Array<IntArray>): LongArray {
    // Write your solution here
    return LongArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val q = tokens.nextToken().toInt()
    val queries = Array(q) { IntArray(2) { tokens.nextToken().toInt() } }
    val out = StringBuilder()
    for (answer in rangeSums(nums, queries)) out.append(answer).append('\n')
    print(out)
}
