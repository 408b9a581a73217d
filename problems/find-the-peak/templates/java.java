import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    // Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
    static long ask(int i) throws IOException {
        System.out.println("? " + i);
        System.out.flush();
        return Long.parseLong(in.readLine().trim());
    }

    static int findPeak(int n) throws IOException {
        // Write your solution here: return a position p with a[p] larger than its neighbours
        return 1;
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        System.out.println("! " + findPeak(n));
        System.out.flush();
    }
}
