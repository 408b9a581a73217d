import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static int minDistance(String word1, String word2) {
        // Write your solution here
        return 0;
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
