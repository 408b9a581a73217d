using System;
using System.Collections.Generic;

public class Program {
    public static void Main() {
        var data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(data[0]);
        long target = long.Parse(data[1 + n]);
        var seen = new Dictionary<long, int>(n);
        for (int i = 0; i < n; i++) {
            long value = long.Parse(data[1 + i]);
            int j;
            if (seen.TryGetValue(target - value, out j)) {
                Console.WriteLine(j + " " + i);
                return;
            }
            seen[value] = i;
        }
    }
}
