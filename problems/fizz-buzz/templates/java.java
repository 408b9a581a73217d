import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static List<String> fizzBuzz(int n) {
        // Write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (String line : fizzBuzz(n)) out.append(line).append('\n');
        System.out.print(out);
    }
}
