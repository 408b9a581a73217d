import java.io.*;
import java.util.*;

public class Main {
    private static final StringBuilder out = new StringBuilder();

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nums[i] = (int) in.nval;
        }
        Arrays.sort(nums);
        extend(nums, new int[n], 0, 0);
        System.out.print(out);
    }

    // Printing a subset before extending it with larger numbers gives lexicographic order.
    private static void extend(int[] nums, int[] current, int size, int start) {
        for (int i = 0; i < size; i++) {
            if (i > 0) out.append(' ');
            out.append(current[i]);
        }
        out.append('\n');
        for (int i = start; i < nums.length; i++) {
            current[size] = nums[i];
            extend(nums, current, size + 1, i + 1);
        }
    }
}
