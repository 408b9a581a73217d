fun climbStairs(n: Int): Long {
    var oneBelow = 1L // ways to reach the step below
    var twoBelow = 1L // ways to reach the step two below
    repeat(n - 1) {
        val next = oneBelow + twoBelow
        twoBelow = oneBelow
        oneBelow = next
    }
    return oneBelow
}

fun main() {
    val n = readln().trim().toInt()
    println(climbStairs(n))
}
