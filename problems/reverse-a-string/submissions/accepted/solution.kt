fun reverseString(s: String): String = s.reversed()

fun main() {
    val s = readln().trim()
    println(reverseString(s))
}
