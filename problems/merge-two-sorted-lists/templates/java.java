import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.StringTokenizer;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val) {
            this.val = val;
        }
    }

    static ListNode mergeTwoLists(ListNode list1, ListNode list2) {
        // Write your solution here
        return null;
    }

    private static BufferedReader reader;
    private static StringTokenizer tokens = new StringTokenizer("");

    private static String next() throws IOException {
        while (!tokens.hasMoreTokens()) {
            tokens = new StringTokenizer(reader.readLine());
        }
        return tokens.nextToken();
    }

    private static ListNode readList() throws IOException {
        int n = Integer.parseInt(next());
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int i = 0; i < n; i++) {
            tail.next = new ListNode(Integer.parseInt(next()));
            tail = tail.next;
        }
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        reader = new BufferedReader(new InputStreamReader(System.in));
        ListNode list1 = readList();
        ListNode list2 = readList();
        StringBuilder out = new StringBuilder();
        for (ListNode node = mergeTwoLists(list1, list2); node != null; node = node.next) {
            if (out.length() > 0) out.append(' ');
            out.append(node.val);
        }
        System.out.println(out);
    }
}
