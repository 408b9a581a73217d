import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    // queries[i][0] is l and queries[i][1] is r of query i.
    static long[] rangeSums(int[] nums, int[][] queries) {
        // Write your solution here
        return new long[0];
    }

    private static BufferedReader reader;
    private static StringTokenizer tokens = new StringTokenizer("");

    private static int nextInt() throws IOException {
        while (!tokens.hasMoreTokens()) {
            tokens = new StringTokenizer(reader.readLine());
        }
        return Integer.parseInt(tokens.nextToken());
    }

    public static void main(String[] args) throws IOException {
        reader = new BufferedReader(new InputStreamReader(System.in));
        int n = nextInt();
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = nextInt();
        int q = nextInt();
        int[][] queries = new int[q][2];
        for (int i = 0; i < q; i++) {
            queries[i][0] = nextInt();
            queries[i][1] = nextInt();
        }
        StringBuilder out = new StringBuilder();
        for (long answer : rangeSums(nums, queries)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
