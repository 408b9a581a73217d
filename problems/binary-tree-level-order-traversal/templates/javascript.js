class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

function levelOrder(root) {
  // Write your solution here
  return [];
}

/** Builds the tree from its level-order tokens ("null" marks a missing child). */
function buildTree(tokens) {
  if (tokens.length === 0) return null;
  const root = new TreeNode(Number(tokens[0]));
  const parents = [root];
  let at = 1;
  for (let i = 0; i < parents.length && at < tokens.length; i++) {
    const parent = parents[i];
    if (tokens[at] !== 'null') parents.push((parent.left = new TreeNode(Number(tokens[at]))));
    at++;
    if (at < tokens.length && tokens[at] !== 'null') parents.push((parent.right = new TreeNode(Number(tokens[at]))));
    at++;
  }
  return root;
}

function main() {
  const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const rootCount = Number(data[at++]);
  const root = buildTree(data.slice(at, at + rootCount));
  at += rootCount;
  console.log(levelOrder(root).map((row) => row.join(' ')).join('\n'));
}

main();
