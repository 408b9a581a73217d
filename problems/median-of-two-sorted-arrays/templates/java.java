import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Locale;
import java.util.StringTokenizer;

public class Main {
    static double findMedianSortedArrays(int[] nums1, int[] nums2) {
        // Write your solution here
        return 0.0;
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
        reader = new BufferedReader(new InputStreamReader(System.in));
        int[] nums1 = readArray();
        int[] nums2 = readArray();
        // Locale.ROOT keeps the decimal point a dot whatever the system language is.
        System.out.printf(Locale.ROOT, "%.1f%n", findMedianSortedArrays(nums1, nums2));
    }
}
