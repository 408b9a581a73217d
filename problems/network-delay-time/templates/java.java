import java.io.*;

public class Main {
    // times[i] = {u, v, w}: the link u -> v takes w milliseconds.
    static long networkDelayTime(int[][] times, int n, int k) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] times = new int[m][3];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                times[i][j] = (int) in.nval;
            }
        }
        in.nextToken();
        int k = (int) in.nval;
        System.out.println(networkDelayTime(times, n, k));
    }
}
