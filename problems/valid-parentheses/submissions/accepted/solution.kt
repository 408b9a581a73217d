fun isValid(s: String): Boolean {
    val stack = CharArray(s.length)
    var size = 0
    for (ch in s) {
        val opener = when (ch) {
            ')' -> '('
            ']' -> '['
            '}' -> '{'
            else -> null
        }
        if (opener == null) stack[size++] = ch
        else if (size == 0 || stack[--size] != opener) return false
    }
    return size == 0
}

fun main() {
    val s = System.`in`.bufferedReader().readText().trim()
    println(if (isValid(s)) "true" else "false")
}
