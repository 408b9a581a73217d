import java.util.StringTokenizer

fun search(nums: IntArray, target: Int): Int {
    // Write your solution here
    return -1
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val nums = IntArray(n) { tokens.nextToken().toInt() }
    val q = tokens.nextToken().toInt()
    val out = StringBuilder()
    repeat(q) { out.append(search(nums, tokens.nextToken().toInt())).append('\n') }
    print(out)
}
