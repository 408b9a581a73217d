import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long beforePrevious = 0, previous = 0;
        for (int i = 0; i < n; i++) {
            long value = Long.parseLong(tokens.nextToken());
            long current = Math.max(previous, beforePrevious + value);
            beforePrevious = previous;
            previous = current;
        }
        System.out.println(previous);
    }
}
