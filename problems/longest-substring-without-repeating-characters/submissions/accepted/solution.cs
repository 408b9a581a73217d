using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static long LengthOfLongestSubstring(string s) {
        var lastSeen = new int[256];
        for (int i = 0; i < lastSeen.Length; i++) lastSeen[i] = -1;
        int start = 0, best = 0;
        for (int i = 0; i < s.Length; i++) {
            int previous = lastSeen[s[i] & 255];
            if (previous >= start) start = previous + 1;
            lastSeen[s[i] & 255] = i;
            best = Math.Max(best, i - start + 1);
        }
        return best;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        string s = int.Parse(data[at++]) > 0 ? data[at++] : "";
        var output = new StringWriter();
        output.WriteLine(LengthOfLongestSubstring(s));
        Console.Out.Write(output.ToString());
    }
}
