using System;

public class Program {
    // Asks the judge for a[i] (1 <= i <= n) and returns it; at most 40 questions.
    static long Ask(long i) {
        Console.WriteLine("? " + i);
        return long.Parse(Console.ReadLine().Trim());
    }

    static long FindPeak(long n) {
        // Write your solution here: return a position p with a[p] larger than its neighbours
        return 1;
    }

    public static void Main() {
        long n = long.Parse(Console.ReadLine().Trim());
        Console.WriteLine("! " + FindPeak(n));
    }
}
