import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Locale;
import java.util.StringTokenizer;

public class Main {
    // Binary search over the shorter array: how many of its elements lie in the left half.
    static double findMedianSortedArrays(int[] nums1, int[] nums2) {
        int[] a = nums1.length <= nums2.length ? nums1 : nums2;
        int[] b = nums1.length <= nums2.length ? nums2 : nums1;
        int n = a.length;
        int m = b.length;
        int half = (n + m + 1) / 2; // holds the middle element when n + m is odd
        int lo = 0;
        int hi = n;
        while (true) {
            int i = (lo + hi) >>> 1;
            int j = half - i;
            int aLeft = i > 0 ? a[i - 1] : Integer.MIN_VALUE;
            int aRight = i < n ? a[i] : Integer.MAX_VALUE;
            int bLeft = j > 0 ? b[j - 1] : Integer.MIN_VALUE;
            int bRight = j < m ? b[j] : Integer.MAX_VALUE;
            if (aLeft > bRight) {
                hi = i - 1;
            } else if (bLeft > aRight) {
                lo = i + 1;
            } else {
                int leftMax = Math.max(aLeft, bLeft);
                if ((n + m) % 2 == 1) return leftMax;
                return ((double) leftMax + Math.min(aRight, bRight)) / 2.0;
            }
        }
    }

    private static BufferedReader reader;

    private static int[] readArray() throws IOException {
        int length = Integer.parseInt(reader.readLine().trim());
        String line = reader.readLine();
        StringTokenizer tokens = new StringTokenizer(line == null ? "" : line);
        int[] values = new int[length];
        for (int i = 0; i < length; i++) values[i] = Integer.parseInt(tokens.nextToken());
        return values;
    }

    public static void main(String[] args) throws IOException {
        reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int[] nums1 = readArray();
        int[] nums2 = readArray();
        // Locale.ROOT keeps the decimal point a dot whatever the system language is.
        System.out.printf(Locale.ROOT, "%.1f%n", findMedianSortedArrays(nums1, nums2));
    }
}
