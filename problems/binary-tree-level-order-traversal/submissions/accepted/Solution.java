import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static class TreeNode {
        int val;
        TreeNode left;
        TreeNode right;

        TreeNode(int val) {
            this.val = val;
        }
    }

    static TreeNode buildTree(String[] tokens) {
        if (tokens.length == 0) return null;
        TreeNode root = new TreeNode(Integer.parseInt(tokens[0]));
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int position = 1;
        while (!queue.isEmpty() && position < tokens.length) {
            TreeNode parent = queue.poll();
            if (!tokens[position].equals("null")) {
                parent.left = new TreeNode(Integer.parseInt(tokens[position]));
                queue.add(parent.left);
            }
            position++;
            if (position < tokens.length && !tokens[position].equals("null")) {
                parent.right = new TreeNode(Integer.parseInt(tokens[position]));
                queue.add(parent.right);
            }
            position++;
        }
        return root;
    }

    static List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> result = new ArrayList<>();
        ArrayDeque<TreeNode> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            int levelSize = queue.size(); // the queue holds exactly one level here
            List<Integer> values = new ArrayList<>(levelSize);
            for (int i = 0; i < levelSize; i++) {
                TreeNode node = queue.poll();
                values.add(node.val);
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            result.add(values);
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(reader.readLine().trim());
        String line = reader.readLine();
        StringTokenizer tokenizer = new StringTokenizer(line == null ? "" : line);
        String[] tokens = new String[n];
        for (int i = 0; i < n; i++) tokens[i] = tokenizer.nextToken();
        StringBuilder out = new StringBuilder();
        for (List<Integer> level : levelOrder(buildTree(tokens))) {
            for (int i = 0; i < level.size(); i++) {
                out.append(level.get(i)).append(i + 1 < level.size() ? ' ' : '\n');
            }
        }
        System.out.print(out);
    }
}
