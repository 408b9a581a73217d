using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long SubarraySum(long[] nums, long k) {
        // How many prefixes had each sum: a subarray ending here sums to k when an earlier prefix summed to (sum - k).
        var prefixes = new Dictionary<long, long> { { 0, 1 } };
        long sum = 0, count = 0;
        foreach (long value in nums) {
            sum += value;
            long earlier;
            if (prefixes.TryGetValue(sum - k, out earlier)) count += earlier;
            long seen;
            prefixes.TryGetValue(sum, out seen);
            prefixes[sum] = seen + 1;
        }
        return count;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        long k = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(SubarraySum(nums, k));
        Console.Out.Write(output.ToString());
    }
}
