import type { monaco } from './monaco-setup';

/** Vim key bindings, downloaded only when a learner turns them on. Resolves to the switch-off. */
export async function startVimMode(editor: monaco.editor.IStandaloneCodeEditor, statusBar: HTMLElement): Promise<() => void> {
  const { initVimMode } = await import('monaco-vim');
  const vim = initVimMode(editor, statusBar);
  return () => vim.dispose();
}
