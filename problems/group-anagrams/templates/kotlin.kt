import java.util.StringTokenizer

fun groupAnagrams(words: Array<String>): List<List<String>> {
    // Write your solution here
    return listOf()
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val words = Array(n) { tokens.nextToken() }
    val groups = groupAnagrams(words)
    val out = StringBuilder().append(groups.size).append('\n')
    for (group in groups) out.append(group.joinToString(" ")).append('\n')
    print(out)
}
