import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int[] dailyTemperatures(int[] temperatures) {
        int n = temperatures.length;
        int[] answer = new int[n];
        int[] stack = new int[n]; // days still waiting for a warmer day
        int top = 0;
        for (int day = 0; day < n; day++) {
            while (top > 0 && temperatures[stack[top - 1]] < temperatures[day]) {
                int waiting = stack[--top];
                answer[waiting] = day - waiting;
            }
            stack[top++] = day;
        }
        return answer;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] temperatures = new int[n];
        for (int i = 0; i < n; i++) temperatures[i] = Integer.parseInt(tokens.nextToken());
        StringBuilder out = new StringBuilder();
        for (int wait : dailyTemperatures(temperatures)) {
            if (out.length() > 0) out.append(' ');
            out.append(wait);
        }
        System.out.println(out);
    }
}
