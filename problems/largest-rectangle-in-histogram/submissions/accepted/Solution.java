import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static long largestRectangleArea(int[] heights) {
        int n = heights.length;
        int[] stack = new int[n + 1]; // indices with increasing heights
        int top = 0;
        long best = 0;
        for (int i = 0; i <= n; i++) {
            int height = i < n ? heights[i] : 0; // the final 0 empties the stack
            while (top > 0 && heights[stack[top - 1]] >= height) {
                int bar = stack[--top];
                int left = top > 0 ? stack[top - 1] + 1 : 0;
                best = Math.max(best, (long) heights[bar] * (i - left));
            }
            stack[top++] = i;
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = Integer.parseInt(tokens.nextToken());
        System.out.println(largestRectangleArea(heights));
    }
}
