import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static int maxProfit(int[] prices) {
        int cheapest = prices[0], best = 0;
        for (int price : prices) {
            // Selling today is best paired with the cheapest earlier day.
            best = Math.max(best, price - cheapest);
            cheapest = Math.min(cheapest, price);
        }
        return best;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        int[] prices = new int[n];
        for (int i = 0; i < n; i++) prices[i] = Integer.parseInt(tokens.nextToken());
        System.out.println(maxProfit(prices));
    }
}
