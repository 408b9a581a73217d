using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long RemoveDuplicates(long[] nums) {
        if (nums.Length == 0) return 0;
        int write = 1;
        for (int read = 1; read < nums.Length; read++) if (nums[read] != nums[write - 1]) nums[write++] = nums[read];
        return write;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numsCount = int.Parse(data[at++]);
        long[] nums = new long[numsCount];
        for (int i = 0; i < numsCount; i++) nums[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        long k = RemoveDuplicates(nums);
        output.WriteLine(k);
        output.WriteLine(string.Join(" ", nums.Take((int)k)));
        Console.Out.Write(output.ToString());
    }
}
