import java.util.StringTokenizer

fun isEven(number: Int): Boolean {
    // Write your solution here
    return false
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val q = tokens.nextToken().toInt()
    val out = StringBuilder()
    repeat(q) { out.append(if (isEven(tokens.nextToken().toInt())) "Even" else "Odd").append('\n') }
    print(out)
}
