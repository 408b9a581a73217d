import type { Root } from 'hast';
import { createLowlight } from 'lowlight';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import python from 'highlight.js/lib/languages/python';

/**
 * The one syntax highlighter of the web app. Only the four languages a learner can
 * write are bundled (a general highlighter would pull in dozens of grammars); their
 * tokens carry highlight.js's `hljs-*` classes, coloured by whoever shows them.
 */
const lowlight = createLowlight({ c, cpp, java, python });

/** The code as a tree of `hljs-*` spans, or undefined for a language without a grammar here. */
export function highlightCode(code: string, language: string): Root | undefined {
  return lowlight.registered(language) ? lowlight.highlight(language, code) : undefined;
}
