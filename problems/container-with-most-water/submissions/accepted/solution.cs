using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long MaxArea(long[] height) {
        int left = 0, right = height.Length - 1;
        long best = 0;
        while (left < right) {
            best = Math.Max(best, (right - left) * Math.Min(height[left], height[right]));
            // The shorter wall limits every narrower container that keeps it, so drop it.
            if (height[left] < height[right]) left++;
            else right--;
        }
        return best;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int heightCount = int.Parse(data[at++]);
        long[] height = new long[heightCount];
        for (int i = 0; i < heightCount; i++) height[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(MaxArea(height));
        Console.Out.Write(output.ToString());
    }
}
