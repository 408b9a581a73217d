import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static boolean isEven(int number) {
        // Write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int number = Integer.parseInt(tokens.nextToken());
            out.append(isEven(number) ? "Even" : "Odd").append('\n');
        }
        System.out.print(out);
    }
}
