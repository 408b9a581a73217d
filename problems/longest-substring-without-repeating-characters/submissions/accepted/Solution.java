import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;

public class Main {
    static int lengthOfLongestSubstring(String s) {
        int[] lastSeen = new int[128];
        Arrays.fill(lastSeen, -1);
        int start = 0, best = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            // A repeat inside the window pushes the start just past its previous copy.
            if (lastSeen[c] >= start) start = lastSeen[c] + 1;
            lastSeen[c] = i;
            best = Math.max(best, i - start + 1);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String line = n > 0 ? in.readLine() : "";
        String s = line == null ? "" : line.trim();
        System.out.println(lengthOfLongestSubstring(s));
    }
}
