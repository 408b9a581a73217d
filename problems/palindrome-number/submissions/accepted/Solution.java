import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    // The full reversal of a 10-digit int can exceed the int range, so it is built in a long.
    static boolean isPalindrome(int x) {
        if (x < 0) return false;
        long reversed = 0;
        for (int rest = x; rest > 0; rest /= 10) reversed = reversed * 10 + rest % 10;
        return reversed == x;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int x = Integer.parseInt(reader.readLine().trim());
        System.out.println(isPalindrome(x) ? "true" : "false");
    }
}
