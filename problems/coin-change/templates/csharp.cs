using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long CoinChange(long[] coins, long amount) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int coinsCount = int.Parse(data[at++]);
        long[] coins = new long[coinsCount];
        for (int i = 0; i < coinsCount; i++) coins[i] = long.Parse(data[at++]);
        long amount = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(CoinChange(coins, amount));
        Console.Out.Write(output.ToString());
    }
}
