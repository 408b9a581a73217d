using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long[] RangeSums(long[] nums, long[][] queries) {
        // Write your solution here
        return new long[0];
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        long queriesCount = long.Parse(data[at++]);
        long[][] queries = new long[queriesCount][];
        for (int i = 0; i < queries.Length; i++) {
            queries[i] = new long[2];
            for (int j = 0; j < 2; j++) queries[i][j] = long.Parse(data[at++]);
        }
        var output = new StringWriter();
        foreach (var line in RangeSums(nums, queries)) output.WriteLine(line);
        Console.Out.Write(output.ToString());
    }
}
