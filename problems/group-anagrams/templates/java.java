import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static List<List<String>> groupAnagrams(String[] words) {
        // Write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = tokens.nextToken();
        List<List<String>> groups = groupAnagrams(words);
        StringBuilder out = new StringBuilder();
        out.append(groups.size()).append('\n');
        for (List<String> group : groups) out.append(String.join(" ", group)).append('\n');
        System.out.print(out);
    }
}
