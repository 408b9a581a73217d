import java.io.*;

public class Main {
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
        long target = (long) in.nval;
        int best = n + 1, left = 0;
        long window = 0;
        for (int right = 0; right < n; right++) {
            window += nums[right];
            while (window >= target) {
                best = Math.min(best, right - left + 1);
                window -= nums[left++];
            }
        }
        System.out.println(best <= n ? best : 0);
    }
}
