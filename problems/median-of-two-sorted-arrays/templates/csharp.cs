using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static double FindMedianSortedArrays(long[] nums1, long[] nums2) {
        // Write your solution here
        return 0.0;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int nums1Count = int.Parse(data[at++]);
        long[] nums1 = new long[nums1Count];
        for (int i = 0; i < nums1Count; i++) nums1[i] = long.Parse(data[at++]);
        int nums2Count = int.Parse(data[at++]);
        long[] nums2 = new long[nums2Count];
        for (int i = 0; i < nums2Count; i++) nums2[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(FindMedianSortedArrays(nums1, nums2).ToString("F1", System.Globalization.CultureInfo.InvariantCulture));
        Console.Out.Write(output.ToString());
    }
}
