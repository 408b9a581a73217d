/**
 * What a typical solution touches: its classes go into the running archive,
 * and compiling it loads what javac needs for most sources. Reads the first
 * line of stdin so the readers' classes are loaded too.
 */
export const WARM_UP_CLASS = 'WarmUp';
export const WARM_UP_STDIN = '3 1 2\n';
export const WARM_UP_STDOUT = '1 2 3\n6 1.50 3\n';
export const WARM_UP_SOURCE = `import java.io.*;
import java.util.*;
import java.util.stream.*;

public class ${WARM_UP_CLASS} {
    record Pair(int a, long b) {}

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        List<Integer> values = new ArrayList<>();
        while (tokens.hasMoreTokens()) values.add(Integer.parseInt(tokens.nextToken()));
        Collections.sort(values);
        Map<String, Integer> counts = new HashMap<>();
        counts.merge("a", 1, Integer::sum);
        TreeMap<Integer, Integer> ordered = new TreeMap<>(Map.of(1, 2));
        Deque<Integer> deque = new ArrayDeque<>(values);
        PriorityQueue<int[]> queue = new PriorityQueue<>((x, y) -> Integer.compare(x[0], y[0]));
        queue.add(new int[] {deque.size(), ordered.firstKey()});
        Set<Pair> pairs = new HashSet<>(List.of(new Pair(1, 2L)));
        long sum = values.stream().mapToLong(Integer::longValue).sum();
        int[] array = values.stream().mapToInt(Integer::intValue).toArray();
        Arrays.sort(array);
        Scanner scanner = new Scanner("3");
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.println(values.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        out.println(String.format("%d %.2f %d", sum, 1.5, Math.max(scanner.nextInt(), pairs.size() + queue.size() + counts.size() - 2)));
        out.flush();
    }
}
`;
