import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.StringTokenizer;

public class Main {
    static List<List<String>> groupAnagrams(String[] words) {
        // Anagrams share the same letters in sorted order, so that is the group key.
        Map<String, List<String>> byKey = new HashMap<>();
        for (String word : words) {
            char[] letters = word.toCharArray();
            Arrays.sort(letters);
            byKey.computeIfAbsent(new String(letters), key -> new ArrayList<>()).add(word);
        }
        List<List<String>> groups = new ArrayList<>(byKey.values());
        for (List<String> group : groups) Collections.sort(group);
        groups.sort((a, b) -> a.get(0).compareTo(b.get(0)));
        return groups;
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
