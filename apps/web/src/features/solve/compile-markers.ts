import { parseCompilerMessages, type CompilerMessage } from './compiler-messages';
import type { ConsoleResult } from './use-judge';

const NONE: CompilerMessage[] = [];

/** The lines to mark in the editor: the compiler's messages of the last run or submission that did not compile. */
export function compileMarkersOf(result: ConsoleResult | null): CompilerMessage[] {
  if (result?.kind === 'submit') return result.final?.verdict === 'Compilation Error' ? parseCompilerMessages(result.compilerMessage) : NONE;
  if (result?.kind === 'run' && result.answer.verdict === 'Compilation Error') return parseCompilerMessages(result.answer.error || result.answer.output);
  return NONE;
}
