use std::cell::RefCell;
use std::io::{self, Read, Write};
use std::rc::Rc;

#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i64,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

fn level_order(root: Option<Rc<RefCell<TreeNode>>>) -> Vec<Vec<i64>> {
    // Write your solution here
    let _ = (root,);
    Vec::new()
}

/// Builds the tree from its level-order tokens ("null" marks a missing child).
fn build_tree(tokens: &[&str]) -> Option<Rc<RefCell<TreeNode>>> {
    let new_node = |token: &str| Rc::new(RefCell::new(TreeNode { val: token.parse().unwrap(), left: None, right: None }));
    let first = tokens.first()?;
    let root = new_node(first);
    let mut parents = vec![Rc::clone(&root)];
    let mut at = 1;
    let mut i = 0;
    while i < parents.len() && at < tokens.len() {
        let parent = Rc::clone(&parents[i]);
        if tokens[at] != "null" {
            let child = new_node(tokens[at]);
            parent.borrow_mut().left = Some(Rc::clone(&child));
            parents.push(child);
        }
        at += 1;
        if at < tokens.len() && tokens[at] != "null" {
            let child = new_node(tokens[at]);
            parent.borrow_mut().right = Some(Rc::clone(&child));
            parents.push(child);
        }
        at += 1;
        i += 1;
    }
    Some(root)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    let mut at = 0;
    let root_count = tokens_int(&tokens, &mut at) as usize;
    let root = build_tree(&tokens[at..at + root_count]);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let rows = level_order(root);
    for row in &rows {
        writeln!(out, "{}", join_values(row)).unwrap();
    }
}

fn tokens_int(tokens: &[&str], at: &mut usize) -> i64 {
    *at += 1;
    tokens.get(*at - 1).map_or(0, |t| t.parse().unwrap())
}

fn join_values<T: ToString>(values: &[T]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
}
