import java.io.*;

public class Main {
    static int[] topKFrequent(int[] nums, int k) {
        // Write your solution here
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer in = new StreamTokenizer(reader);
        in.nextToken();
        int n = (int) in.nval;
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            nums[i] = (int) in.nval;
        }
        in.nextToken();
        int k = (int) in.nval;
        int[] result = topKFrequent(nums, k);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < result.length; i++) {
            if (i > 0) out.append(' ');
            out.append(result[i]);
        }
        System.out.println(out);
    }
}
