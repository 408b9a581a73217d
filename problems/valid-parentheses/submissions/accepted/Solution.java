import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Main {
    static boolean isValid(String s) {
        char[] stack = new char[s.length()];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            char opener = ch == ')' ? '(' : ch == ']' ? '[' : ch == '}' ? '{' : 0;
            if (opener == 0) {
                stack[top++] = ch;
            } else if (top == 0 || stack[--top] != opener) {
                return false;
            }
        }
        return top == 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine().trim();
        System.out.println(isValid(s) ? "true" : "false");
    }
}
