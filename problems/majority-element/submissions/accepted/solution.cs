using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long MajorityElement(long[] nums) {
        long candidate = 0;
        int votes = 0;
        foreach (long value in nums) {
            if (votes == 0) candidate = value;
            votes += value == candidate ? 1 : -1;
        }
        return candidate;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(MajorityElement(nums));
        Console.Out.Write(output.ToString());
    }
}
