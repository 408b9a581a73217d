import java.io.*;

public class Main {
    private static int full;

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        full = (1 << n) - 1;
        System.out.println(place(0, 0, 0));
    }

    // Masks of the columns and diagonals attacked in the current row.
    private static long place(int columns, int left, int right) {
        if (columns == full) return 1;
        long total = 0;
        int free = full & ~(columns | left | right);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            total += place(columns | bit, ((left | bit) << 1) & full, (right | bit) >>> 1);
        }
        return total;
    }
}
