import java.io.*;

public class Main {
    // Return an order of all courses, or an empty array if there is none.
    static int[] findOrder(int numCourses, int[][] prerequisites) {
        // Write your solution here
        return new int[0];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] prerequisites = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken();
            prerequisites[i][0] = (int) in.nval;
            in.nextToken();
            prerequisites[i][1] = (int) in.nval;
        }
        int[] order = findOrder(n, prerequisites);
        if (order.length == 0) {
            System.out.println("IMPOSSIBLE");
            return;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < order.length; i++) {
            if (i > 0) out.append(' ');
            out.append(order[i]);
        }
        System.out.println(out);
    }
}
