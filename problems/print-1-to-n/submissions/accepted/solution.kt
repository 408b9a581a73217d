fun numbersUpTo(n: Int): IntArray = IntArray(n) { it + 1 }

fun main() {
    val n = readln().trim().toInt()
    println(numbersUpTo(n).joinToString(" "))
}
