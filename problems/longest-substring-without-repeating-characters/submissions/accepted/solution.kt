import java.util.StringTokenizer

fun lengthOfLongestSubstring(s: String): Int {
    val lastSeen = IntArray(128) { -1 }
    var start = 0
    var best = 0
    for ((index, char) in s.withIndex()) {
        // A repeat inside the window pushes the window start just past its previous copy.
        if (lastSeen[char.code] >= start) start = lastSeen[char.code] + 1
        lastSeen[char.code] = index
        best = maxOf(best, index - start + 1)
    }
    return best
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val s = if (n > 0) tokens.nextToken() else ""
    println(lengthOfLongestSubstring(s))
}
