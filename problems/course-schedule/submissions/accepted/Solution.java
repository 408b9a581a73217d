import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[] course = new int[m], before = new int[m];
        int[] start = new int[n + 1], missing = new int[n];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            course[i] = (int) in.nval;
            in.nextToken();
            before[i] = (int) in.nval;
            start[before[i] + 1]++;
            missing[course[i]]++;
        }
        for (int v = 0; v < n; v++) start[v + 1] += start[v];
        int[] fill = start.clone(), after = new int[m];
        for (int i = 0; i < m; i++) after[fill[before[i]]++] = course[i];

        int[] order = new int[n];
        int head = 0, tail = 0;
        for (int v = 0; v < n; v++) {
            if (missing[v] == 0) order[tail++] = v;
        }
        while (head < tail) {
            int v = order[head++];
            for (int e = start[v]; e < start[v + 1]; e++) {
                if (--missing[after[e]] == 0) order[tail++] = after[e];
            }
        }
        if (tail < n) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }
}
