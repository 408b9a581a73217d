import java.util.StringTokenizer

fun coinChange(coins: IntArray, amount: Int): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val coins = IntArray(n) { tokens.nextToken().toInt() }
    val amount = tokens.nextToken().toInt()
    println(coinChange(coins, amount))
}
