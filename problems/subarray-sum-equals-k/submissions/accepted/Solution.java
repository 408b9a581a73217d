import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.StringTokenizer;

public class Main {
    static long subarraySum(int[] nums, long k) {
        // seen[p] = how many prefixes so far have sum p; the empty prefix has sum 0.
        HashMap<Long, Integer> seen = new HashMap<>();
        seen.put(0L, 1);
        long prefix = 0, count = 0;
        for (int value : nums) {
            prefix += value;
            count += seen.getOrDefault(prefix - k, 0);
            seen.merge(prefix, 1, Integer::sum);
        }
        return count;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(tokens.nextToken());
        long k = Long.parseLong(in.readLine().trim());
        System.out.println(subarraySum(nums, k));
    }
}
