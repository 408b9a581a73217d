import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
    static int guess(long x) throws IOException {
        System.out.println(x);
        System.out.flush();
        String reply = in.readLine();
        if (reply == null || reply.trim().equals("correct")) return 0;
        return reply.trim().equals("higher") ? 1 : -1;
    }

    static long findNumber(long n) throws IOException {
        // Write your solution here: call guess(x) until it returns 0
        return 0;
    }

    public static void main(String[] args) throws IOException {
        long n = Long.parseLong(in.readLine().trim());
        findNumber(n);
    }
}
