fun reverseString(s: String): String {
    // Write your solution here
    return ""
}

fun main() {
    val s = readln().trim()
    println(reverseString(s))
}
