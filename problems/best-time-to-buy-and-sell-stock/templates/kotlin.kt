import java.util.StringTokenizer

fun maxProfit(prices: IntArray): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val prices = IntArray(n) { tokens.nextToken().toInt() }
    println(maxProfit(prices))
}
