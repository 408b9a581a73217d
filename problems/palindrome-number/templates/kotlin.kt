fun isPalindrome(x: Int): Boolean {
    // Write your solution here
    return false
}

fun main() {
    val x = readln().trim().toInt()
    println(if (isPalindrome(x)) "true" else "false")
}
