import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    static int coinChange(int[] coins, int amount) {
        int unreachable = amount + 1; // more coins than any real answer can use
        int[] best = new int[amount + 1]; // best[v] = fewest coins that pay exactly v
        Arrays.fill(best, unreachable);
        best[0] = 0;
        for (int coin : coins) {
            for (int value = coin; value <= amount; value++) {
                best[value] = Math.min(best[value], best[value - coin] + 1);
            }
        }
        return best[amount] == unreachable ? -1 : best[amount];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] coins = new int[n];
        for (int i = 0; i < n; i++) coins[i] = Integer.parseInt(tokens.nextToken());
        int amount = Integer.parseInt(reader.readLine().trim());
        System.out.println(coinChange(coins, amount));
    }
}
