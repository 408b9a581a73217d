fun numbersUpTo(n: Int): IntArray {
    // Write your solution here
    return IntArray(0)
}

fun main() {
    val n = readln().trim().toInt()
    println(numbersUpTo(n).joinToString(" "))
}
