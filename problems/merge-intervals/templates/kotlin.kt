import java.util.StringTokenizer

fun merge(intervals: Array<IntArray>): Array<IntArray> {
    // Write your solution here
    return arrayOf()
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val intervals = Array(n) { IntArray(2) { tokens.nextToken().toInt() } }
    val out = StringBuilder()
    for (interval in merge(intervals)) out.append(interval[0]).append(' ').append(interval[1]).append('\n')
    print(out)
}
