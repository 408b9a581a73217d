using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long NetworkDelayTime(long[][] times, long n, long k) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long n = long.Parse(data[at++]);
        long m = long.Parse(data[at++]);
        long[][] times = new long[m][];
        for (int i = 0; i < times.Length; i++) {
            times[i] = new long[3];
            for (int j = 0; j < 3; j++) times[i][j] = long.Parse(data[at++]);
        }
        long k = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(NetworkDelayTime(times, n, k));
        Console.Out.Write(output.ToString());
    }
}
