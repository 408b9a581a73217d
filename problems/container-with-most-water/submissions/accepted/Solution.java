import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static long maxArea(long[] height) {
        int left = 0, right = height.length - 1;
        long best = 0;
        while (left < right) {
            best = Math.max(best, (long) (right - left) * Math.min(height[left], height[right]));
            // The shorter wall limits every narrower container that keeps it.
            if (height[left] < height[right]) left++;
            else right--;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        long[] height = new long[n];
        for (int i = 0; i < n; i++) height[i] = Long.parseLong(tokens.nextToken());
        System.out.println(maxArea(height));
    }
}
