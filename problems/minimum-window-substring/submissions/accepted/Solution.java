import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String s = reader.readLine().trim();
        String t = reader.readLine().trim();
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) need[t.charAt(i)]++;
        int missing = t.length();
        int bestStart = 0, bestLength = s.length() + 1, left = 0;
        for (int right = 0; right < s.length(); right++) {
            char ch = s.charAt(right);
            if (need[ch] > 0) missing--;
            need[ch]--;
            if (missing > 0) continue;
            while (need[s.charAt(left)] < 0) need[s.charAt(left++)]++;
            if (right - left + 1 < bestLength) {
                bestStart = left;
                bestLength = right - left + 1;
            }
            need[s.charAt(left++)]++;
            missing++;
        }
        System.out.println(bestLength <= s.length() ? s.substring(bestStart, bestStart + bestLength) : "");
    }
}
