import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long a = Long.parseLong(tokens.nextToken());
        long b = Long.parseLong(tokens.nextToken());
        System.out.println(Math.max(a, b));
    }
}
