val input = System.`in`.bufferedReader()

// Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
fun guess(x: Long): Int {
    println(x)
    System.out.flush()
    val reply = input.readLine()?.trim()
    if (reply == null || reply == "correct") return 0
    return if (reply == "higher") 1 else -1
}

fun findNumber(n: Long): Long {
    // Write your solution here: call guess(x) until it returns 0
    return 0
}

fun main() {
    val n = input.readLine().trim().toLong()
    findNumber(n)
}
