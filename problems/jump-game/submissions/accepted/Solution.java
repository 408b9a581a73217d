import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long farthest = 0;
        boolean reachable = true;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            int jump = (int) in.nval;
            if (i > farthest) reachable = false;
            farthest = Math.max(farthest, (long) i + jump);
        }
        System.out.println(reachable ? "true" : "false");
    }
}
