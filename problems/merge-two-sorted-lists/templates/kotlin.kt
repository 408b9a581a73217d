import java.util.StringTokenizer

class ListNode(val value: Int, var next: ListNode? = null)

fun mergeTwoLists(list1: ListNode?, list2: ListNode?): ListNode? {
    // Write your solution here
    return null
}

fun readList(tokens: StringTokenizer): ListNode? {
    val values = IntArray(tokens.nextToken().toInt()) { tokens.nextToken().toInt() }
    var head: ListNode? = null
    for (value in values.reversed()) head = ListNode(value, head)
    return head
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val list1 = readList(tokens)
    val list2 = readList(tokens)
    val out = StringBuilder()
    var node = mergeTwoLists(list1, list2)
    while (node != null) {
        if (out.isNotEmpty()) out.append(' ')
        out.append(node.value)
        node = node.next
    }
    println(out)
}
