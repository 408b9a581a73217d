fun countBits(n: Int): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val n = readln().trim().toInt()
    println(countBits(n).joinToString(" "))
}
