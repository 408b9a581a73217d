import java.io.*;
import java.util.*;

public class Main {
    static long rob(long[] nums) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long[] nums = new long[n];
        for (int i = 0; i < n; i++) nums[i] = Long.parseLong(tokens.nextToken());
        System.out.println(rob(nums));
    }
}
