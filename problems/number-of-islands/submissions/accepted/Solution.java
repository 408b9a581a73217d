import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    // Flood fill with an explicit stack, so a winding island cannot overflow the call stack.
    static int numIslands(char[][] grid) {
        int rows = grid.length;
        int cols = grid[0].length;
        int[] stack = new int[rows * cols];
        int[] dr = {1, -1, 0, 0};
        int[] dc = {0, 0, 1, -1};
        int islands = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (grid[r][c] != '1') continue;
                islands++;
                grid[r][c] = '0';
                int top = 0;
                stack[top++] = r * cols + c;
                while (top > 0) {
                    int cell = stack[--top];
                    for (int d = 0; d < 4; d++) {
                        int nr = cell / cols + dr[d];
                        int nc = cell % cols + dc[d];
                        if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] != '1') continue;
                        grid[nr][nc] = '0';
                        stack[top++] = nr * cols + nc;
                    }
                }
            }
        }
        return islands;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer size = new StringTokenizer(reader.readLine());
        int rows = Integer.parseInt(size.nextToken());
        char[][] grid = new char[rows][];
        for (int r = 0; r < rows; r++) grid[r] = reader.readLine().trim().toCharArray();
        System.out.println(numIslands(grid));
    }
}
