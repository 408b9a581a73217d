import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Solution {
    static BufferedReader in = new BufferedReader(new InputStreamReader(System.in));

    static long ask(int i) throws IOException {
        System.out.println("? " + i);
        System.out.flush();
        return Long.parseLong(in.readLine().trim());
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(in.readLine().trim());
        int low = 1, high = n;
        while (low < high) {
            int mid = low + (high - low) / 2;
            if (ask(mid) < ask(mid + 1)) low = mid + 1;
            else high = mid;
        }
        System.out.println("! " + low);
        System.out.flush();
    }
}
