import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int number = Integer.parseInt(tokens.nextToken());
            out.append(number % 2 == 0 ? "Even" : "Odd").append('\n');
        }
        System.out.print(out);
    }
}
