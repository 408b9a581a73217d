import java.io.*;

public class Main {
    static class ListNode {
        int val;
        ListNode next;

        ListNode(int val, ListNode next) {
            this.val = val;
            this.next = next;
        }
    }

    static ListNode mergeKLists(ListNode[] lists) {
        // Write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int k = (int) in.nval;
        ListNode[] lists = new ListNode[k];
        for (int i = 0; i < k; i++) {
            in.nextToken();
            int[] values = new int[(int) in.nval];
            for (int j = 0; j < values.length; j++) {
                in.nextToken();
                values[j] = (int) in.nval;
            }
            for (int j = values.length - 1; j >= 0; j--) lists[i] = new ListNode(values[j], lists[i]);
        }
        StringBuilder out = new StringBuilder();
        for (ListNode node = mergeKLists(lists); node != null; node = node.next) {
            if (out.length() > 0) out.append(' ');
            out.append(node.val);
        }
        System.out.println(out);
    }
}
