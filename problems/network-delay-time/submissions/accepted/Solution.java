import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] from = new int[m], to = new int[m], weight = new int[m];
        int[] start = new int[n + 2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            from[i] = (int) in.nval;
            in.nextToken();
            to[i] = (int) in.nval;
            in.nextToken();
            weight[i] = (int) in.nval;
            start[from[i] + 1]++;
        }
        in.nextToken();
        int source = (int) in.nval;
        for (int u = 1; u <= n; u++) start[u + 1] += start[u];
        int[] fill = start.clone(), linkTo = new int[m], linkWeight = new int[m];
        for (int i = 0; i < m; i++) {
            int slot = fill[from[i]]++;
            linkTo[slot] = to[i];
            linkWeight[slot] = weight[i];
        }
        long[] distance = new long[n + 1];
        Arrays.fill(distance, -1);
        // Heap entries pack (distance, node) into one long: distance * 2^17 + node.
        PriorityQueue<Long> heap = new PriorityQueue<>();
        heap.add((long) source);
        while (!heap.isEmpty()) {
            long entry = heap.poll();
            int u = (int) (entry & ((1 << 17) - 1));
            long d = entry >>> 17;
            if (distance[u] != -1) continue;
            distance[u] = d;
            for (int j = start[u]; j < start[u + 1]; j++) {
                int v = linkTo[j];
                if (distance[v] == -1) heap.add(((d + linkWeight[j]) << 17) | v);
            }
        }
        long latest = 0;
        for (int u = 1; u <= n; u++) {
            if (distance[u] == -1) {
                latest = -1;
                break;
            }
            latest = Math.max(latest, distance[u]);
        }
        System.out.println(latest);
    }
}
