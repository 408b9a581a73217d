import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static long trap(int[] height) {
        int left = 0, right = height.length - 1, leftMax = 0, rightMax = 0;
        long total = 0;
        while (left < right) {
            // The lower side is bounded by its own running maximum: the other side has a
            // column at least as tall, so the lower maximum decides the water level.
            if (height[left] < height[right]) {
                leftMax = Math.max(leftMax, height[left]);
                total += leftMax - height[left];
                left++;
            } else {
                rightMax = Math.max(rightMax, height[right]);
                total += rightMax - height[right];
                right--;
            }
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int[] height = new int[n];
        for (int i = 0; i < n; i++) height[i] = Integer.parseInt(tokens.nextToken());
        System.out.println(trap(height));
    }
}
