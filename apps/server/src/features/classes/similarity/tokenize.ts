import { createRequire } from 'node:module';
import { Region } from '@dodona/dolos-core';
import type { Language as ProgramLanguage } from '@codepath/contract/enums';
import { Language, Parser, type Node } from 'web-tree-sitter';

/**
 * Syntax-tree tokens of a program for the similarity index: each named node gives
 * "(", its type and ")", each with the source region it covers, so identifiers,
 * literals, spacing and comments do not matter while the program's shape does.
 * The grammars are the tree-sitter projects' own WebAssembly builds, shipped inside
 * their npm packages, so nothing is compiled at install time (features/classes/README.md).
 */
export interface Tokens {
  tokens: string[];
  mapping: Region[];
}

const require = createRequire(import.meta.url);

const GRAMMAR_FILES: Record<ProgramLanguage, string> = {
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  cpp: 'tree-sitter-cpp/tree-sitter-cpp.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
};

let ready: Promise<void> | null = null;
const parsers = new Map<ProgramLanguage, Promise<Parser>>();

function parserFor(language: ProgramLanguage): Promise<Parser> {
  let parser = parsers.get(language);
  if (!parser) {
    ready ??= Parser.init();
    parser = ready.then(async () => {
      const grammar = await Language.load(require.resolve(GRAMMAR_FILES[language]));
      const created = new Parser();
      created.setLanguage(grammar);
      return created;
    });
    parsers.set(language, parser);
  }
  return parser;
}

function walk(node: Node, out: Tokens): [number, number] {
  const region = new Region(node.startPosition.row, node.startPosition.column, node.endPosition.row, node.endPosition.column);
  const isComment = node.type.includes('comment');
  if (!isComment) {
    out.tokens.push('(', node.type);
    out.mapping.push(region, region);
  }
  for (const child of node.namedChildren) {
    if (!child) continue;
    const [row, col] = walk(child, out);
    // A parent's own tokens point at the code before its first child, so a match marks what it covers.
    if (row < region.endRow || (row === region.endRow && col < region.endCol)) {
      region.endRow = row;
      region.endCol = col;
    }
  }
  if (!isComment) {
    out.tokens.push(')');
    out.mapping.push(region);
  }
  return [region.startRow, region.startCol];
}

export async function tokenizeProgram(language: ProgramLanguage, source: string): Promise<Tokens> {
  const parser = await parserFor(language);
  const tree = parser.parse(source);
  if (!tree) throw new Error(`the ${language} parser gave no tree`);
  try {
    const out: Tokens = { tokens: [], mapping: [] };
    walk(tree.rootNode, out);
    return out;
  } finally {
    tree.delete();
  }
}
