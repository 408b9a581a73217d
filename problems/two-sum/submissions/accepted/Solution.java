import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.HashMap;
import java.util.StringTokenizer;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        long target = Long.parseLong(reader.readLine().trim());

        HashMap<Long, Integer> seen = new HashMap<>(2 * n);
        for (int i = 0; i < n; i++) {
            long value = Long.parseLong(tokens.nextToken());
            Integer partner = seen.get(target - value);
            if (partner != null) {
                System.out.println(partner + " " + i);
                return;
            }
            seen.put(value, i);
        }
    }
}
