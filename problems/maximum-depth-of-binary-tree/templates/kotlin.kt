import java.util.ArrayDeque
import java.util.StringTokenizer

class TreeNode(val value: Int) {
    var left: TreeNode? = null
    var right: TreeNode? = null
}

fun maxDepth(root: TreeNode?): Int {
    // Write your solution here
    return 0
}

// Builds the tree from its level-order tokens ("null" marks a missing child).
fun buildTree(tokens: List<String>): TreeNode? {
    if (tokens.isEmpty()) return null
    val root = TreeNode(tokens[0].toInt())
    val queue = ArrayDeque<TreeNode>()
    queue.add(root)
    var position = 1
    while (queue.isNotEmpty() && position < tokens.size) {
        val parent = queue.poll()
        if (tokens[position] != "null") {
            parent.left = TreeNode(tokens[position].toInt())
            queue.add(parent.left)
        }
        position++
        if (position < tokens.size && tokens[position] != "null") {
            parent.right = TreeNode(tokens[position].toInt())
            queue.add(parent.right)
        }
        position++
    }
    return root
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val n = tokens.nextToken().toInt()
    val values = List(n) { tokens.nextToken() }
    println(maxDepth(buildTree(values)))
}
