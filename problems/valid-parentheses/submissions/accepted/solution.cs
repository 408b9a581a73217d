using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class Program {
    static bool IsValid(string s) {
        var stack = new Stack<char>();
        foreach (char ch in s) {
            char open = ch == ')' ? '(' : ch == ']' ? '[' : ch == '}' ? '{' : '\0';
            if (open == '\0') stack.Push(ch);
            else if (stack.Count == 0 || stack.Pop() != open) return false;
        }
        return stack.Count == 0;
    }

    public static void Main() {
        string s = (Console.ReadLine() ?? "").Trim();
        var output = new StringWriter();
        output.WriteLine(IsValid(s) ? "true" : "false");
        Console.Out.Write(output.ToString());
    }
}
