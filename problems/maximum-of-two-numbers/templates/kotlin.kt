import java.util.StringTokenizer

fun maximum(a: Long, b: Long): Long {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val a = tokens.nextToken().toLong()
    val b = tokens.nextToken().toLong()
    println(maximum(a, b))
}
