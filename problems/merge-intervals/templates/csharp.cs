using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static List<List<long>> Merge(long[][] intervals) {
        // Write your solution here
        return new List<List<long>>();
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        long intervalsCount = long.Parse(data[at++]);
        long[][] intervals = new long[intervalsCount][];
        for (int i = 0; i < intervals.Length; i++) {
            intervals[i] = new long[2];
            for (int j = 0; j < 2; j++) intervals[i][j] = long.Parse(data[at++]);
        }
        var output = new StringWriter();
        var rows = Merge(intervals);
        foreach (var row in rows) output.WriteLine(string.Join(" ", row));
        Console.Out.Write(output.ToString());
    }
}
