import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static List<int[]> threeSum(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        List<int[]> triplets = new ArrayList<>();
        for (int i = 0; i + 2 < n && sorted[i] <= 0; i++) {
            // Equal first values would produce the same triplets again.
            if (i > 0 && sorted[i] == sorted[i - 1]) continue;
            int left = i + 1, right = n - 1;
            while (left < right) {
                int total = sorted[i] + sorted[left] + sorted[right];
                if (total < 0) {
                    left++;
                } else if (total > 0) {
                    right--;
                } else {
                    triplets.add(new int[] {sorted[i], sorted[left], sorted[right]});
                    left++;
                    while (left < right && sorted[left] == sorted[left - 1]) left++;
                    right--;
                }
            }
        }
        return triplets;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(tokens.nextToken());
        List<int[]> triplets = threeSum(nums);
        StringBuilder out = new StringBuilder();
        out.append(triplets.size()).append('\n');
        for (int[] t : triplets) out.append(t[0]).append(' ').append(t[1]).append(' ').append(t[2]).append('\n');
        System.out.print(out);
    }
}
