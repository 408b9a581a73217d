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
        build(nums, new int[n], new boolean[n], 0);
        System.out.print(out);
    }

    // Picking unused numbers in increasing order at each position yields
    // lexicographic order.
    private static void build(int[] sorted, int[] current, boolean[] used, int size) {
        if (size == sorted.length) {
            for (int i = 0; i < size; i++) {
                if (i > 0) out.append(' ');
                out.append(current[i]);
            }
            out.append('\n');
            return;
        }
        for (int i = 0; i < sorted.length; i++) {
            if (used[i]) continue;
            used[i] = true;
            current[size] = sorted[i];
            build(sorted, current, used, size + 1);
            used[i] = false;
        }
    }
}
