import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int[] dailyTemperatures(int[] temperatures) {
        // Write your solution here
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] temperatures = new int[n];
        for (int i = 0; i < n; i++) temperatures[i] = Integer.parseInt(tokens.nextToken());
        StringBuilder out = new StringBuilder();
        for (int days : dailyTemperatures(temperatures)) {
            if (out.length() > 0) out.append(' ');
            out.append(days);
        }
        System.out.println(out);
    }
}
