import java.io.*;
import java.util.*;

public class Main {
    static List<List<Integer>> subsets(int[] nums) {
        // Write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nums[i] = (int) in.nval;
        }
        StringBuilder out = new StringBuilder();
        for (List<Integer> subset : subsets(nums)) {
            for (int i = 0; i < subset.size(); i++) {
                if (i > 0) out.append(' ');
                out.append(subset.get(i));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
