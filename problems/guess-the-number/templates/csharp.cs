using System;

public class Program {
    // Asks the judge about x: returns 0 if x is the number, 1 if it is higher, -1 if it is lower.
    static int Guess(long x) {
        Console.WriteLine(x);
        string reply = (Console.ReadLine() ?? "correct").Trim();
        return reply == "higher" ? 1 : reply == "lower" ? -1 : 0;
    }

    static long FindNumber(long n) {
        // Write your solution here: call Guess(x) until it returns 0
        return 0;
    }

    public static void Main() {
        long n = long.Parse(Console.ReadLine().Trim());
        FindNumber(n);
    }
}
