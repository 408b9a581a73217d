import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int[] countBits(int n) {
        int[] bits = new int[n + 1];
        for (int i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1);
        return bits;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        int[] bits = countBits(n);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i <= n; i++) {
            if (i > 0) out.append(' ');
            out.append(bits[i]);
        }
        System.out.println(out);
    }
}
