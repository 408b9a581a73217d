fun fizzBuzz(n: Int): List<String> {
    // Write your solution here
    return listOf()
}

fun main() {
    val n = readln().trim().toInt()
    val out = StringBuilder()
    for (line in fizzBuzz(n)) out.append(line).append('\n')
    print(out)
}
