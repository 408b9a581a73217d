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
        int k = (int) in.nval;
        int[] window = new int[n];
        int head = 0, tail = 0;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            while (tail > head && nums[window[tail - 1]] <= nums[i]) tail--;
            window[tail++] = i;
            if (window[head] <= i - k) head++;
            if (i >= k - 1) {
                if (i > k - 1) out.append(' ');
                out.append(nums[window[head]]);
            }
        }
        System.out.println(out);
    }
}
