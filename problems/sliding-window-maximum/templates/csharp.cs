using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long[] MaxSlidingWindow(long[] nums, long k) {
        // Write your solution here
        return new long[0];
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        long k = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", MaxSlidingWindow(nums, k)));
        Console.Out.Write(output.ToString());
    }
}
