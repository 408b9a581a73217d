import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val, ListNode next) {
            this.val = val;
            this.next = next;
        }
    }

    static ListNode removeNthFromEnd(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head); // lets the head be removed like any other node
        ListNode fast = dummy;
        ListNode slow = dummy;
        for (int i = 0; i < k; i++) fast = fast.next;
        // Keep fast exactly k nodes ahead; when it reaches the tail, slow is just before the target.
        while (fast.next != null) {
            fast = fast.next;
            slow = slow.next;
        }
        slow.next = slow.next.next;
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] values = new int[n];
        for (int i = 0; i < n; i++) values[i] = Integer.parseInt(tokens.nextToken());
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(values[i], head);
        int k = Integer.parseInt(reader.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (ListNode node = removeNthFromEnd(head, k); node != null; node = node.next) {
            if (out.length() > 0) out.append(' ');
            out.append(node.val);
        }
        System.out.println(out);
    }
}
