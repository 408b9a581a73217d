import java.io.*;
import java.util.*;

public class Main {
    private static final int OFFSET = 10000;

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] counts = new int[2 * OFFSET + 1];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            counts[(int) in.nval + OFFSET]++;
        }
        in.nextToken();
        int k = (int) in.nval;
        List<Integer> distinct = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) distinct.add(i);
        }
        distinct.sort((a, b) -> counts[a] != counts[b] ? counts[b] - counts[a] : a - b);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < k; i++) {
            if (i > 0) out.append(' ');
            out.append(distinct.get(i) - OFFSET);
        }
        System.out.println(out);
    }
}
