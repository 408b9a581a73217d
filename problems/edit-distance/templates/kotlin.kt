import java.io.BufferedReader

fun minDistance(word1: String, word2: String): Int {
    // Write your solution here
    return 0
}

// A word is given as its length on one line and the word (empty when the length is 0) on the next.
fun readWord(input: BufferedReader): String {
    input.readLine()
    return input.readLine()?.trim() ?: ""
}

fun main() {
    val input = System.`in`.bufferedReader()
    val word1 = readWord(input)
    val word2 = readWord(input)
    println(minDistance(word1, word2))
}
