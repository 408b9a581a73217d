import java.util.StringTokenizer

fun maxArea(height: LongArray): Long {
    var left = 0
    var right = height.size - 1
    var best = 0L
    while (left < right) {
        best = maxOf(best, (right - left) * minOf(height[left], height[right]))
        // The shorter wall limits every narrower container that keeps it, so drop it.
        if (height[left] < height[right]) left++ else right--
    }
    return best
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val height = LongArray(n) { tokens.nextToken().toLong() }
    println(maxArea(height))
}
