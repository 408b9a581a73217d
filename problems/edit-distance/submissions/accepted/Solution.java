import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int minDistance(String word1, String word2) {
        int n = word2.length();
        // previous[j] = distance between the prefix of word1 seen so far and word2[0..j).
        int[] previous = new int[n + 1];
        int[] current = new int[n + 1];
        for (int j = 0; j <= n; j++) previous[j] = j;
        for (int i = 1; i <= word1.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= n; j++) {
                if (word1.charAt(i - 1) == word2.charAt(j - 1)) current[j] = previous[j - 1];
                else current[j] = 1 + Math.min(previous[j - 1], Math.min(previous[j], current[j - 1]));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[n];
    }

    static String readWord(BufferedReader in) throws IOException {
        in.readLine();
        String line = in.readLine();
        return line == null ? "" : line.trim();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String word1 = readWord(in);
        String word2 = readWord(in);
        System.out.println(minDistance(word1, word2));
    }
}
