import { useEffect, useRef } from 'react';
import type { Language } from '@codepath/contract/enums';
import { LANGUAGE_RECORD } from '@codepath/contract/languages';
import { focusOutside, registerEditorFocus } from './editor-focus';
import { monaco } from './monaco-setup';
import { startVimMode } from './vim-mode';

export type EditorTheme = 'vs-dark' | 'light';

/** A message shown on a line of the code (a compiler's error or warning). */
export type EditorMarker = { line: number; column: number | null; severity: 'error' | 'warning'; message: string };

const NO_MARKERS: EditorMarker[] = [];

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
  /** Overrides the spec's 14 (13 when compact). */
  fontSize?: number;
  tabSize?: number;
  /** Vim key bindings (monaco-vim, downloaded only when on) with Vim's status line under the editor. */
  isVimMode?: boolean;
  /** Lets `focusEditorWhenReady(focusId)` (a skip link) focus this editor. */
  focusId?: string;
  /** Monaco's tab-focus mode (Ctrl+M): when on, Tab moves focus instead of indenting. */
  onTabFocusModeChange?: (isOn: boolean) => void;
  /** Lines to mark (underlined, with the message on hover and in the overview ruler). */
  markers?: EditorMarker[];
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

/** Monaco's id for each language, from the contract's record (C and C++ are separate ids with one grammar). */
const monacoLanguage = (language: Language): string => LANGUAGE_RECORD[language].monacoId;

/**
 * Font size 14 and word wrap on, as the spec asks. Ctrl/Cmd+Enter runs, Ctrl/Cmd+Shift+Enter submits.
 * The keyboard can always leave: Escape then Tab (or Shift+Tab) moves focus out, and
 * Ctrl+M turns Tab itself into a focus key until pressed again.
 */
export default function CodeEditor({
  value,
  language,
  theme,
  onChange,
  onRun,
  onSubmit,
  ariaLabel = 'Code editor',
  isCompact = false,
  fontSize,
  tabSize = 4,
  isVimMode = false,
  focusId,
  onTabFocusModeChange,
  markers = NO_MARKERS,
}: CodeEditorProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const vimStatusRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  // The latest callbacks, so the editor's commands never call a stale closure.
  const handlers = useRef({ onChange, onRun, onSubmit, onTabFocusModeChange });
  handlers.current = { onChange, onRun, onSubmit, onTabFocusModeChange };
  const fontSizeOption = fontSize ?? (isCompact ? 13 : 14);

  useEffect(() => {
    if (!hostRef.current) return;
    const editor = monaco.editor.create(hostRef.current, {
      value,
      language: monacoLanguage(language),
      theme: themeNames[theme],
      wordWrap: 'on',
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      ariaLabel,
      ...(isCompact ? { lineNumbersMinChars: 3, scrollbar: { alwaysConsumeMouseWheel: false } } : {}),
      fontSize: fontSizeOption,
      tabSize,
    });
    editorRef.current = editor;
    const subscription = editor.onDidChangeModelContent(() => handlers.current.onChange(editor.getValue()));
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => handlers.current.onRun());
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () => handlers.current.onSubmit?.());

    // Escape (which also closes Monaco's widgets) arms the next Tab to leave the editor.
    let isLeaveArmed = false;
    const keys = editor.onKeyDown((event) => {
      if (event.keyCode === monaco.KeyCode.Escape) {
        isLeaveArmed = true;
        return;
      }
      const wasArmed = isLeaveArmed;
      if (event.keyCode !== monaco.KeyCode.Shift) isLeaveArmed = false;
      if (event.keyCode === monaco.KeyCode.Tab && wasArmed && wrapperRef.current) {
        event.preventDefault();
        event.stopPropagation();
        focusOutside(wrapperRef.current, event.shiftKey);
      }
    });
    // Tab-focus mode (Ctrl+M; Ctrl+Shift+M as on a Mac): Tab moves focus until pressed again.
    // The editor's own option is toggled, so the change is reported to the page.
    const toggleTabFocusMode = () =>
      editor.updateOptions({ tabFocusMode: !editor.getOption(monaco.editor.EditorOption.tabFocusMode) });
    editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyM, toggleTabFocusMode);
    editor.addCommand(monaco.KeyMod.WinCtrl | monaco.KeyMod.Shift | monaco.KeyCode.KeyM, toggleTabFocusMode);
    const tabFocus = editor.onDidChangeConfiguration((event) => {
      if (event.hasChanged(monaco.editor.EditorOption.tabFocusMode)) {
        handlers.current.onTabFocusModeChange?.(editor.getOption(monaco.editor.EditorOption.tabFocusMode));
      }
    });
    handlers.current.onTabFocusModeChange?.(editor.getOption(monaco.editor.EditorOption.tabFocusMode));
    return () => {
      keys.dispose();
      tabFocus.dispose();
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
    if (model) monaco.editor.setModelLanguage(model, monacoLanguage(language));
  }, [language]);

  useEffect(() => {
    monaco.editor.setTheme(themeNames[theme]);
  }, [theme]);

  useEffect(() => {
    editorRef.current?.updateOptions({ fontSize: fontSizeOption, tabSize });
  }, [fontSizeOption, tabSize]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    const lineCount = model.getLineCount();
    monaco.editor.setModelMarkers(
      model,
      'compiler',
      markers.map((marker) => {
        const line = Math.min(Math.max(1, marker.line), lineCount);
        // A column marks the word there; without one, the whole line.
        const word = marker.column === null ? null : model.getWordAtPosition({ lineNumber: line, column: marker.column });
        const startColumn = marker.column === null ? model.getLineFirstNonWhitespaceColumn(line) || 1 : (word?.startColumn ?? marker.column);
        const endColumn = marker.column === null ? model.getLineMaxColumn(line) : (word?.endColumn ?? marker.column + 1);
        const severity = marker.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning;
        return { startLineNumber: line, endLineNumber: line, startColumn, endColumn, message: marker.message, severity };
      }),
    );
  }, [markers]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!focusId || !editor) return;
    return registerEditorFocus(focusId, () => editor.focus());
  }, [focusId]);

  useEffect(() => {
    const editor = editorRef.current;
    const statusBar = vimStatusRef.current;
    if (!isVimMode || !editor || !statusBar) return;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    startVimMode(editor, statusBar).then(
      (dispose) => (isCancelled ? dispose() : (stop = dispose)),
      (error: unknown) => console.warn('Failed to load the Vim key bindings', error),
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [isVimMode]);

  return (
    <div ref={wrapperRef} className="flex h-full w-full flex-col">
      <div ref={hostRef} className="min-h-0 w-full flex-1" data-testid="code-editor" />
      {isVimMode && (
        <div
          ref={vimStatusRef}
          data-testid="vim-status"
          aria-live="polite"
          className="border-t border-slate-200 bg-slate-50 px-3 py-0.5 font-mono text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
        />
      )}
    </div>
  );
}
