using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long MaxProfit(long[] prices) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int pricesCount = int.Parse(data[at++]);
        long[] prices = new long[pricesCount];
        for (int i = 0; i < pricesCount; i++) prices[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(MaxProfit(prices));
        Console.Out.Write(output.ToString());
    }
}
