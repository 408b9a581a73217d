import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static long climbStairs(int n) {
        long oneBelow = 1;
        long twoBelow = 1;
        for (int step = 2; step <= n; step++) {
            long here = oneBelow + twoBelow;
            twoBelow = oneBelow;
            oneBelow = here;
        }
        return oneBelow;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        System.out.println(climbStairs(n));
    }
}
