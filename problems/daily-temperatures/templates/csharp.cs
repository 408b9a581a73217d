using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long[] DailyTemperatures(long[] temperatures) {
        // Write your solution here
        return new long[0];
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int temperaturesCount = int.Parse(data[at++]);
        long[] temperatures = new long[temperaturesCount];
        for (int i = 0; i < temperaturesCount; i++) temperatures[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", DailyTemperatures(temperatures)));
        Console.Out.Write(output.ToString());
    }
}
