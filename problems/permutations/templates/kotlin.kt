import java.util.StringTokenizer

fun permute(nums: IntArray): List<List<Int>> {
    // Write your solution here
    return listOf()
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val out = StringBuilder()
    for (permutation in permute(nums)) out.append(permutation.joinToString(" ")).append('\n')
    print(out)
}
