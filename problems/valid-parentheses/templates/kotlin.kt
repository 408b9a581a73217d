fun isValid(s: String): Boolean {
    // Write your solution here
    return false
}

fun main() {
    val s = System.`in`.bufferedReader().readText().trim()
    println(if (isValid(s)) "true" else "false")
}
