using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static List<List<long>> Permute(long[] nums) {
        // Write your solution here
        return new List<List<long>>();
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        var rows = Permute(nums);
        foreach (var row in rows) output.WriteLine(string.Join(" ", row));
        Console.Out.Write(output.ToString());
    }
}
