using System;
using System.Linq;

public class Program {
    static int[] TwoSum(int[] nums, int target) {
        // Write your solution here
        return new int[0];
    }

    public static void Main() {
        var data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(data[0]);
        int[] nums = data.Skip(1).Take(n).Select(int.Parse).ToArray();
        int target = int.Parse(data[1 + n]);
        Console.WriteLine(string.Join(" ", TwoSum(nums, target)));
    }
}
