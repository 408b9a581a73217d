using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

public class TreeNode {
    public long val;
    public TreeNode left;
    public TreeNode right;
    public TreeNode(long val = 0, TreeNode left = null, TreeNode right = null) {
        this.val = val;
        this.left = left;
        this.right = right;
    }
}

public class Program {
    static List<List<long>> LevelOrder(TreeNode root) {
        // Write your solution here
        return new List<List<long>>();
    }

    // Builds the tree from its level-order tokens ("null" marks a missing child).
    static TreeNode BuildTree(string[] tokens) {
        if (tokens.Length == 0) return null;
        var root = new TreeNode(long.Parse(tokens[0]));
        var parents = new List<TreeNode> { root };
        int at = 1;
        for (int i = 0; i < parents.Count && at < tokens.Length; i++) {
            var parent = parents[i];
            if (tokens[at] != "null") parents.Add(parent.left = new TreeNode(long.Parse(tokens[at])));
            at++;
            if (at < tokens.Length && tokens[at] != "null") parents.Add(parent.right = new TreeNode(long.Parse(tokens[at])));
            at++;
        }
        return root;
    }

    public static void Main() {
        string[] data = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int at = 0;
        int rootCount = int.Parse(data[at++]);
        TreeNode root = BuildTree(data.Skip(at).Take(rootCount).ToArray());
        at += rootCount;
        var output = new StringWriter();
        var rows = LevelOrder(root);
        foreach (var row in rows) output.WriteLine(string.Join(" ", row));
        Console.Out.Write(output.ToString());
    }
}
