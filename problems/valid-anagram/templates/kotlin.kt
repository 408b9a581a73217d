fun isAnagram(s: String, t: String): Boolean {
    // Write your solution here
    return false
}

fun main() {
    val input = System.`in`.bufferedReader()
    val s = input.readLine().trim()
    val t = input.readLine().trim()
    println(isAnagram(s, t))
}
