import java.io.*;

public class Main {
    static long totalNQueens(int n) {
        // Write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        System.out.println(totalNQueens(n));
    }
}
