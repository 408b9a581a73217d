import java.io.*;
import java.util.*;

public class Main {
    private static final int OFFSET = 10000;

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int k = (int) in.nval;
        int[][] lists = new int[k][];
        for (int i = 0; i < k; i++) {
            in.nextToken();
            lists[i] = new int[(int) in.nval];
            for (int j = 0; j < lists[i].length; j++) {
                in.nextToken();
                lists[i][j] = (int) in.nval;
            }
        }
        // Heap entries pack (head value, list number) into one long; next[i] is the
        // index of the value after the head of list i.
        int[] next = new int[k];
        PriorityQueue<Long> heap = new PriorityQueue<>();
        for (int i = 0; i < k; i++) {
            if (lists[i].length > 0) {
                heap.add(((long) (lists[i][0] + OFFSET) << 20) | i);
                next[i] = 1;
            }
        }
        StringBuilder out = new StringBuilder();
        while (!heap.isEmpty()) {
            long entry = heap.poll();
            int i = (int) (entry & ((1 << 20) - 1));
            if (out.length() > 0) out.append(' ');
            out.append((int) (entry >>> 20) - OFFSET);
            if (next[i] < lists[i].length) {
                heap.add(((long) (lists[i][next[i]] + OFFSET) << 20) | i);
                next[i]++;
            }
        }
        System.out.println(out);
    }
}
