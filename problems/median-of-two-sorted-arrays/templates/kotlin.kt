import java.util.Locale
import java.util.StringTokenizer

fun findMedianSortedArrays(nums1: IntArray, nums2: IntArray): Double {
    // Write your solution here
    return 0.0
}

fun main() {
    val tokens = StringTokenizer(System.`in`.bufferedReader().readText())
    val nums1 = IntArray(tokens.nextToken().toInt()) { tokens.nextToken().toInt() }
    val nums2 = IntArray(tokens.nextToken().toInt()) { tokens.nextToken().toInt() }
    // Locale.ROOT keeps the decimal point a dot whatever the system language is.
    println(String.format(Locale.ROOT, "%.1f", findMedianSortedArrays(nums1, nums2)))
}
