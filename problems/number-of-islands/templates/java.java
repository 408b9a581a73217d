import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    // grid[r][c] is '0' or '1'.
    static int numIslands(char[][] grid) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer size = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(size.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim().toCharArray();
        System.out.println(numIslands(grid));
    }
}
