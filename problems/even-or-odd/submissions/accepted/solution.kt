import java.util.StringTokenizer

// Kotlin's % keeps the sign of the dividend: -3 % 2 is -1, so test for 0, not for 1.
fun isEven(number: Int): Boolean = number % 2 == 0

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val q = tokens.nextToken().toInt()
    val out = StringBuilder()
    repeat(q) { out.append(if (isEven(tokens.nextToken().toInt())) "Even" else "Odd").append('\n') }
    print(out)
}
