import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

// Mistake: computes areas in int, which overflows once an area passes 2^31 - 1.
public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = Integer.parseInt(tokens.nextToken());
        int[] stack = new int[n + 1];
        int top = 0;
        int best = 0;
        for (int i = 0; i <= n; i++) {
            int height = i < n ? heights[i] : 0;
            while (top > 0 && heights[stack[top - 1]] >= height) {
                int bar = stack[--top];
                int left = top > 0 ? stack[top - 1] + 1 : 0;
                best = Math.max(best, heights[bar] * (i - left));
            }
            stack[top++] = i;
        }
        System.out.println(best);
    }
}
