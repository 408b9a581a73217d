import java.util.StringTokenizer

class ListNode(val value: Int, var next: ListNode? = null)

fun mergeKLists(lists: Array<ListNode?>): ListNode? {
    // Write your solution here
    return null
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val k = tokens.nextToken().toInt()
    val lists = Array<ListNode?>(k) {
        val values = IntArray(tokens.nextToken().toInt()) { tokens.nextToken().toInt() }
        var head: ListNode? = null
        for (value in values.reversed()) head = ListNode(value, head)
        head
    }
    val out = StringBuilder()
    var node = mergeKLists(lists)
    while (node != null) {
        if (out.isNotEmpty()) out.append(' ')
        out.append(node.value)
        node = node.next
    }
    println(out)
}
