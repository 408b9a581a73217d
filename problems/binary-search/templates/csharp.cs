using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long Search(long[] nums, long target) {
        // Write your solution here
        return 0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        int targetsCount = int.Parse(data[at++]);
        long[] targets = new long[targetsCount];
        for (int i = 0; i < targetsCount; i++) targets[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        foreach (long item in targets) output.WriteLine(Search(nums, item));
        Console.Out.Write(output.ToString());
    }
}
