import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.PriorityQueue;
import java.util.StringTokenizer;

public class Main {
    static int findKthLargest(int[] nums, int k) {
        // A min-heap of the k largest values seen so far: its head is the answer.
        PriorityQueue<Integer> heap = new PriorityQueue<>(k);
        for (int value : nums) {
            if (heap.size() < k) {
                heap.add(value);
            } else if (value > heap.peek()) {
                heap.poll();
                heap.add(value);
            }
        }
        return heap.peek();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        StringTokenizer tokens = new StringTokenizer(reader.readLine());
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) nums[i] = Integer.parseInt(tokens.nextToken());
        int k = Integer.parseInt(reader.readLine().trim());
        System.out.println(findKthLargest(nums, k));
    }
}
