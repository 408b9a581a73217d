import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static boolean exist(char[][] board, String word) {
        // Write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer size = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(size.nextToken());
        char[][] board = new char[r][];
        for (int i = 0; i < r; i++) board[i] = in.readLine().trim().toCharArray();
        String word = in.readLine().trim();
        System.out.println(exist(board, word));
    }
}
