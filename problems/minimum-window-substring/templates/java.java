import java.io.*;

public class Main {
    static String minWindow(String s, String t) {
        // Write your solution here
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine().trim();
        String t = reader.readLine().trim();
        System.out.println(minWindow(s, t));
    }
}
