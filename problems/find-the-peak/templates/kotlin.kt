val input = System.`in`.bufferedReader()

// Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
fun ask(i: Int): Long {
    println("? $i")
    System.out.flush()
    return input.readLine().trim().toLong()
}

fun findPeak(n: Int): Int {
    // Write your solution here: return a position p with a[p] larger than its neighbours
    return 1
}

fun main() {
    val n = input.readLine().trim().toInt()
    println("! ${findPeak(n)}")
    System.out.flush()
}
