import java.io.*;

public class Main {
    static int minSubArrayLen(int target, int[] nums) {
        // Write your solution here
        return 0;
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
        in.nextToken();
        int target = (int) in.nval;
        System.out.println(minSubArrayLen(target, nums));
    }
}
