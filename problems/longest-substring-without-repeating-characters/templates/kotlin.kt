import java.util.StringTokenizer

fun lengthOfLongestSubstring(s: String): Int {
    // Write your solution here
    return 0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val s = if (n > 0) tokens.nextToken() else ""
    println(lengthOfLongestSubstring(s))
}
