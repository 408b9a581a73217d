import { useEffect, useRef } from 'react';
import type { Language } from '@codepath/contract/enums';
import { monaco } from './monaco-setup';

export type EditorTheme = 'vs-dark' | 'light';

type CodeEditorProps = {
  value: string;
  language: Language;
  theme: EditorTheme;
  onChange: (code: string) => void;
  onRun: () => void;
  /** Ctrl/Cmd+Shift+Enter; editors that only run leave it out. */
  onSubmit?: () => void;
  /** What screen readers call the editor. */
  ariaLabel?: string;
  /** A small editor inside a page: a smaller font, no line-number gutter padding, page scroll wins. */
  isCompact?: boolean;
};

/**
 * The two built-in themes with comments and line numbers a shade brighter (darker
 * on light), so they reach the 4.5:1 contrast that readable text needs.
 */
const themeNames: Record<EditorTheme, string> = { 'vs-dark': 'codepath-dark', light: 'codepath-light' };
monaco.editor.defineTheme('codepath-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '8FBF7F' }],
  colors: { 'editorLineNumber.foreground': '#9A9A9A', 'editorLineNumber.dimmedForeground': '#9A9A9A' },
});
monaco.editor.defineTheme('codepath-light', {
  base: 'vs',
  inherit: true,
  rules: [{ token: 'comment', foreground: '2E7D32' }],
  colors: { 'editorLineNumber.foreground': '#6E6E6E', 'editorLineNumber.dimmedForeground': '#6E6E6E' },
});

/** Monaco's id for each language (C and C++ are separate ids with one grammar). */
const monacoLanguage: Record<Language, string> = { python: 'python', c: 'c', cpp: 'cpp', java: 'java' };

/** Font size 14 and word wrap on, as the spec asks. Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits. */
export default function CodeEditor({
  value,
  language,
  theme,
  onChange,
  onRun,
  onSubmit,
  ariaLabel = 'Code editor',
  isCompact = false,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  // The latest callbacks, so the editor's commands never call a stale closure.
  const handlers = useRef({ onChange, onRun, onSubmit });
  handlers.current = { onChange, onRun, onSubmit };

  useEffect(() => {
    if (!hostRef.current) return;
    const editor = monaco.editor.create(hostRef.current, {
      value,
      language: monacoLanguage[language],
      theme: themeNames[theme],
      fontSize: 14,
      wordWrap: 'on',
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      tabSize: 4,
      ariaLabel,
      ...(isCompact ? { fontSize: 13, lineNumbersMinChars: 3, scrollbar: { alwaysConsumeMouseWheel: false } } : {}),
    });
    editorRef.current = editor;
    const subscription = editor.onDidChangeModelContent(() => handlers.current.onChange(editor.getValue()));
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => handlers.current.onRun());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () => handlers.current.onSubmit?.());
    return () => {
      subscription.dispose();
      editor.dispose();
      editorRef.current = null;
    };
    // The editor is created once; the effects below follow value, language and theme.
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.getValue() !== value) editor.setValue(value);
  }, [value]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) monaco.editor.setModelLanguage(model, monacoLanguage[language]);
  }, [language]);

  useEffect(() => {
    monaco.editor.setTheme(themeNames[theme]);
  }, [theme]);

  return <div ref={hostRef} className="h-full w-full" data-testid="code-editor" />;
}
