import java.io.*;
import java.util.*;

public class Main {
    static List<List<Integer>> permute(int[] nums) {
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
        for (List<Integer> permutation : permute(nums)) {
            for (int i = 0; i < permutation.size(); i++) {
                if (i > 0) out.append(' ');
                out.append(permutation.get(i));
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
