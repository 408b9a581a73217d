import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        // Pack (start, end) into one long so a primitive sort orders by start, then end.
        long[] intervals = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            long start = (long) in.nval;
            in.nextToken();
            long end = (long) in.nval;
            intervals[i] = (start << 31) | end;
        }
        Arrays.sort(intervals);
        StringBuilder out = new StringBuilder();
        long currentStart = -1, currentEnd = -1;
        for (long packed : intervals) {
            long start = packed >>> 31, end = packed & Integer.MAX_VALUE;
            if (currentStart >= 0 && start <= currentEnd) {
                currentEnd = Math.max(currentEnd, end);
            } else {
                if (currentStart >= 0) out.append(currentStart).append(' ').append(currentEnd).append('\n');
                currentStart = start;
                currentEnd = end;
            }
        }
        out.append(currentStart).append(' ').append(currentEnd).append('\n');
        System.out.print(out);
    }
}
