fun minWindow(s: String, t: String): String {
    // Write your solution here
    return ""
}

fun main() {
    val input = System.`in`.bufferedReader()
    val s = input.readLine().trim()
    val t = input.readLine().trim()
    println(minWindow(s, t))
}
