using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long SumOf(long[] numbers) {
        long total = 0;
        foreach (long number in numbers) total += number;
        return total;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int numbersCount = int.Parse(data[at++]);
        long[] numbers = new long[numbersCount];
        for (int i = 0; i < numbersCount; i++) numbers[i] = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(SumOf(numbers));
        Console.Out.Write(output.ToString());
    }
}
