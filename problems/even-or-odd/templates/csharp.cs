using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool IsEven(long number) {
        // Write your solution here
        return false;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numbersCount = int.Parse(data[at++]);
        long[] numbers = new long[numbersCount];
        for (int i = 0; i < numbersCount; i++) numbers[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        foreach (long item in numbers) output.WriteLine(IsEven(item) ? "Even" : "Odd");
        Console.Out.Write(output.ToString());
    }
}
