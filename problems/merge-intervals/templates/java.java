import java.io.*;

public class Main {
    static int[][] merge(int[][] intervals) {
        // Write your solution here
        return new int[0][];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[][] intervals = new int[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            intervals[i][0] = (int) in.nval;
            in.nextToken();
            intervals[i][1] = (int) in.nval;
        }
        StringBuilder out = new StringBuilder();
        for (int[] interval : merge(intervals)) {
            out.append(interval[0]).append(' ').append(interval[1]).append('\n');
        }
        System.out.print(out);
    }
}
