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
    static ListNode MergeTwoLists(ListNode list1, ListNode list2) {
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
        int list1Count = int.Parse(data[at++]);
        ListNode list1 = BuildList(data.Skip(at).Take(list1Count).Select(long.Parse));
        at += list1Count;
        int list2Count = int.Parse(data[at++]);
        ListNode list2 = BuildList(data.Skip(at).Take(list2Count).Select(long.Parse));
        at += list2Count;
        var output = new StringWriter();
        output.WriteLine(string.Join(" ", ListValues(MergeTwoLists(list1, list2))));
        Console.Out.Write(output.ToString());
    }
}
