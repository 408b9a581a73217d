import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static List<int[]> threeSum(int[] nums) {
        // Write your solution here
        return new ArrayList<>();
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
