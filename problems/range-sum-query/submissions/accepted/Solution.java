import java.io.DataInputStream;
import java.io.IOException;

public class Main {
    private static final DataInputStream in = new DataInputStream(System.in);
    private static final byte[] buffer = new byte[1 << 16];
    private static int length = 0;
    private static int pointer = 0;

    private static int readByte() throws IOException {
        if (pointer == length) {
            length = in.read(buffer, 0, buffer.length);
            pointer = 0;
            if (length <= 0) return -1;
        }
        return buffer[pointer++];
    }

    private static int nextInt() throws IOException {
        int c = readByte();
        while (c != '-' && (c < '0' || c > '9')) c = readByte();
        boolean negative = c == '-';
        if (negative) c = readByte();
        int value = 0;
        for (; c >= '0' && c <= '9'; c = readByte()) value = value * 10 + (c - '0');
        return negative ? -value : value;
    }

    public static void main(String[] args) throws IOException {
        int n = nextInt();
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + nextInt();
        int q = nextInt();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int l = nextInt();
            int r = nextInt();
            out.append(prefix[r + 1] - prefix[l]).append('\n');
        }
        System.out.print(out);
    }
}
