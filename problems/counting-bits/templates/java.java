import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int[] countBits(int n) {
        // Write your solution here
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        int[] bits = countBits(n);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < bits.length; i++) {
            if (i > 0) out.append(' ');
            out.append(bits[i]);
        }
        System.out.println(out);
    }
}
