import java.util.StringTokenizer

fun dailyTemperatures(temperatures: IntArray): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val temperatures = IntArray(n) { tokens.nextToken().toInt() }
    println(dailyTemperatures(temperatures).joinToString(" "))
}
