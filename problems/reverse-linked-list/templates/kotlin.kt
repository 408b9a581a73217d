import java.util.StringTokenizer

class ListNode(val value: Int, var next: ListNode? = null)

fun reverseList(head: ListNode?): ListNode? {
    // Write your solution here
    return null
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val values = IntArray(n) { tokens.nextToken().toInt() }
    var head: ListNode? = null
    for (value in values.reversed()) head = ListNode(value, head)
    val out = StringBuilder()
    var node = reverseList(head)
    while (node != null) {
        if (out.isNotEmpty()) out.append(' ')
        out.append(node.value)
        node = node.next
    }
    println(out)
}
