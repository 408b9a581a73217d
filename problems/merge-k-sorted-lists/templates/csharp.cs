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
    static ListNode MergeKLists(ListNode[] lists) {
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
        var lists = new ListNode[int.Parse(data[at++])];
        for (int i = 0; i < lists.Length; i++) {
            int length = int.Parse(data[at++]);
            lists[i] = BuildList(data.Skip(at).Take(length).Select(long.Parse).ToList());
            at += length;
        }
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", ListValues(MergeKLists(lists))));
        Console.Out.Write(output.ToString());
    }
}
