import java.util.StringTokenizer

// times[i] = {u, v, w}: the link u -> v takes w milliseconds.
fun networkDelayTime(times: Array<IntArray>, n: Int, k: Int): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val m = tokens.nextToken().toInt()
    val times = Array(m) { IntArray(3) { tokens.nextToken().toInt() } }
    val k = tokens.nextToken().toInt()
    println(networkDelayTime(times, n, k))
}
