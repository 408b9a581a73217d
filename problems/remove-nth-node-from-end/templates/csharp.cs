using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class ListNode {
    public long val;
    public ListNode next;
    public ListNode(long val = 0, ListNode next = null) {
        this.val = val;
        this.next = next;
    }
}

public class Program {
    static ListNode RemoveNthFromEnd(ListNode head, long k) {
        // Write your solution here
        return null;
    }

    static ListNode BuildList(IEnumerable<long> values) {
        ListNode head = null;
        foreach (long value in values.Reverse()) head = new ListNode(value, head);
        return head;
    }

    static List<long> ListValues(ListNode node) {
        var values = new List<long>();
        for (; node != null; node = node.next) values.Add(node.val);
        return values;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int headCount = int.Parse(data[at++]);
        ListNode head = BuildList(data.Skip(at).Take(headCount).Select(long.Parse));
        at += headCount;
        long k = long.Parse(data[at++]);
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", ListValues(RemoveNthFromEnd(head, k))));
        Console.Out.Write(output.ToString());
    }
}
