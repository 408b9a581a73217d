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

/** The languages with a grammar here; the others are compared by their lexical tokens (`lexicalTokens`). */
const GRAMMAR_FILES: Partial<Record<ProgramLanguage, string>> = {
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
      const grammar = await Language.load(require.resolve(GRAMMAR_FILES[language] ?? ''));
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

/**
 * Without a grammar: each word or symbol a token, names and numbers as their kind
 * (renaming changes nothing), comments left out; coarser than a syntax tree, the
 * same for every language of the C family.
 */
function lexicalTokens(source: string): Tokens {
  const out: Tokens = { tokens: [], mapping: [] };
  // Unclosed comments and strings end at the source's or the line's end, so no match is retried at every later character.
  const pattern = /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|#[^\n]*|"(?:\\.|[^"\\\n])*(?:"|(?=\n)|$)|'(?:\\.|[^'\\\n])*(?:'|(?=\n)|$)|[A-Za-z_]\w*|\d[\w.]*|\S/g;
  const lineStarts = [0];
  for (let index = source.indexOf('\n'); index >= 0; index = source.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  let line = 0;
  const position = (offset: number): [number, number] => {
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line += 1;
    return [line, offset - (lineStarts[line] ?? 0)];
  };
  for (const match of source.matchAll(pattern)) {
    const text = match[0];
    if (text.startsWith('//') || text.startsWith('/*') || text.startsWith('#')) continue;
    const kind = /^[A-Za-z_]/.test(text) ? (KEYWORDS.has(text) ? text : 'name') : /^\d/.test(text) ? 'number' : /^["']/.test(text) ? 'string' : text;
    const [startRow, startCol] = position(match.index);
    const [endRow, endCol] = position(match.index + text.length);
    out.tokens.push(kind);
    out.mapping.push(new Region(startRow, startCol, endRow, endCol));
  }
  return out;
}

/** Words kept as themselves in lexical tokens: the control flow and declarations of the C family, Go and Rust. */
const KEYWORDS = new Set(['if', 'else', 'for', 'while', 'do', 'switch', 'case', 'return', 'break', 'continue', 'function', 'const', 'let', 'var', 'class', 'struct', 'fn', 'func', 'impl', 'match', 'loop', 'new', 'static', 'void', 'int', 'long', 'string', 'bool', 'true', 'false', 'null', 'nil', 'using', 'import', 'package', 'use', 'mut', 'pub', 'public', 'private']);

export async function tokenizeProgram(language: ProgramLanguage, source: string): Promise<Tokens> {
  if (GRAMMAR_FILES[language] === undefined) return lexicalTokens(source);
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
