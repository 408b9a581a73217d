import java.util.StringTokenizer

fun subsets(nums: IntArray): List<List<Int>> {
    // Write your solution here
    return listOf()
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val out = StringBuilder()
    for (subset in subsets(nums)) out.append(subset.joinToString(" ")).append('\n')
    print(out)
}
