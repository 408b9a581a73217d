import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Solution {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    static int guess(long x) throws IOException {
        System.out.println(x);
        System.out.flush();
        String reply = in.readLine().trim();
        if (reply.equals("correct")) return 0;
        return reply.equals("higher") ? 1 : -1;
    }

    public static void main(String[] args) throws IOException {
        long n = Long.parseLong(in.readLine().trim());
        long low = 1, high = n;
        while (low <= high) {
            long mid = low + (high - low) / 2;
            int answer = guess(mid);
            if (answer == 0) return;
            if (answer > 0) low = mid + 1;
            else high = mid - 1;
        }
    }
}
