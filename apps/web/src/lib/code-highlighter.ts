import type { Root } from 'hast';
import { createLowlight } from 'lowlight';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import kotlin from 'highlight.js/lib/languages/kotlin';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import typescript from 'highlight.js/lib/languages/typescript';
import { languageOfFence, LANGUAGE_RECORD } from '@codepath/contract/languages';

/**
 * The one syntax highlighter of the web app. Only the languages a learner can
 * write are bundled (a general highlighter would pull in dozens of grammars); their
 * tokens carry highlight.js's `hljs-*` classes, coloured by whoever shows them.
 */
const lowlight = createLowlight({ c, cpp, csharp, go, java, javascript, kotlin, python, rust, typescript });

/** The code as a tree of `hljs-*` spans, or undefined for a language without a grammar here. A fence's other names (`rs`, `ts`) count. */
export function highlightCode(code: string, language: string): Root | undefined {
  const known = languageOfFence(language);
  const grammar = known ? LANGUAGE_RECORD[known].highlightId : language;
  return lowlight.registered(grammar) ? lowlight.highlight(grammar, code) : undefined;
}
