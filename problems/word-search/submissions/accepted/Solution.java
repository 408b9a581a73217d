import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static char[][] grid;
    static char[] word;

    static boolean search(int row, int col, int index) {
        if (row < 0 || row >= grid.length || col < 0 || col >= grid[0].length) return false;
        if (grid[row][col] != word[index]) return false;
        if (index == word.length - 1) return true;
        grid[row][col] = '#';
        boolean found = search(row + 1, col, index + 1) || search(row - 1, col, index + 1)
                || search(row, col + 1, index + 1) || search(row, col - 1, index + 1);
        grid[row][col] = word[index];
        return found;
    }

    static boolean exist(char[][] board, String target) {
        grid = board;
        word = target.toCharArray();
        int[] available = new int[128];
        int[] needed = new int[128];
        for (char[] line : grid) for (char cell : line) available[cell]++;
        for (char letter : word) needed[letter]++;
        // Give up at once when the grid lacks copies of some letter.
        for (int letter = 0; letter < 128; letter++) if (needed[letter] > available[letter]) return false;
        // Starting from the rarer end cuts the number of starting branches.
        if (available[word[0]] > available[word[word.length - 1]]) {
            word = new StringBuilder(target).reverse().toString().toCharArray();
        }
        for (int row = 0; row < grid.length; row++)
            for (int col = 0; col < grid[0].length; col++)
                if (search(row, col, 0)) return true;
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer size = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(size.nextToken());
        char[][] board = new char[r][];
        for (int i = 0; i < r; i++) board[i] = in.readLine().trim().toCharArray();
        String target = in.readLine().trim();
        System.out.println(exist(board, target));
    }
}
