import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { Lightbulb, BookOpen, Play, Send, PanelBottomClose, PanelBottomOpen, Loader2, ListChecks, MoreHorizontal, RotateCcw, Settings } from 'lucide-react';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { Button } from '@/components/ui/button';
import type { EditorTheme } from '@/components/code-editor/code-editor';
import { JUDGE_SHORTCUTS } from '../keyboard-shortcuts';
import type { JudgeActivity } from '../use-judge';

const selectBase = 'h-8 rounded-lg border border-slate-300 bg-white text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const selectClasses = `${selectBase} px-2`;
/** On a phone the language list takes the row's room left by Run and Submit, with a narrower padding. */
const languageSelectClasses = `${selectBase} min-w-0 flex-1 px-1 sm:flex-none sm:px-2`;

type EditorToolbarProps = {
  language: Language;
  onLanguageChange: (language: Language) => void;
  theme: EditorTheme;
  onThemeChange: (theme: EditorTheme) => void;
  activity: JudgeActivity;
  isHintUsed: boolean;
  isSolutionViewed: boolean;
  isConsoleShown: boolean;
  /** Shown once a hint was taken: opens My Hints (with how many, once known). */
  receivedHintCount: number | null;
  onOpenHints: (() => void) | null;
  onOpenSettings: () => void;
  onReset: () => void;
  onHint: () => void;
  onSolution: () => void;
  onRun: () => void;
  onSubmit: () => void;
  onToggleConsole: () => void;
};

/** Closes the phone's menu on Escape or a press outside it. */
function useDismiss(isOpen: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen, close, ref]);
}

/**
 * Language, help, Run and Submit. On a phone it keeps to one row: the editor's own
 * settings and the help buttons fold behind "More", and the language list narrows so that
 * Submit stays whole on a 375 px screen; from the sm breakpoint they sit inline.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const isBusy = props.activity !== 'idle';
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  const closeMore = () => setIsMoreOpen(false);
  useDismiss(isMoreOpen, closeMore, moreRef);
  // A choice made in the phone's menu closes it.
  const andClose = (action: () => void) => () => {
    closeMore();
    action();
  };
  return (
    <div className="relative flex items-center gap-1.5 border-b border-slate-200 bg-slate-50 px-2 py-2 sm:flex-wrap sm:gap-2 sm:px-3 dark:border-slate-800 dark:bg-slate-900">
      <select aria-label="Language" value={props.language} onChange={(event) => props.onLanguageChange(event.target.value as Language)} className={languageSelectClasses}>
        {Language.options.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
      <div ref={moreRef} className="contents">
        <Button variant="ghost" size="sm" className="px-2 sm:hidden" onClick={() => setIsMoreOpen((open) => !open)} aria-expanded={isMoreOpen} aria-controls="editor-more" aria-label="More editor actions">
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </Button>
        <div
          id="editor-more"
          className={clsx(
            isMoreOpen
              ? 'absolute top-full left-2 z-30 mt-1 flex w-64 flex-col items-stretch gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900'
              : 'hidden',
            'sm:static sm:z-auto sm:mt-0 sm:flex sm:w-auto sm:flex-1 sm:flex-row sm:flex-wrap sm:items-center sm:rounded-none sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:dark:bg-transparent',
          )}
        >
          <select aria-label="Editor theme" value={props.theme} onChange={(event) => props.onThemeChange(event.target.value as EditorTheme)} className={selectClasses}>
            <option value="vs-dark">Dark</option>
            <option value="light">Light</option>
          </select>
          <Button variant="ghost" size="sm" onClick={andClose(props.onToggleConsole)}>
            {props.isConsoleShown ? <PanelBottomClose className="size-4" aria-hidden="true" /> : <PanelBottomOpen className="size-4" aria-hidden="true" />}
            {props.isConsoleShown ? 'Hide Console' : 'Show Console'}
          </Button>
          <Button variant="ghost" size="sm" onClick={andClose(props.onOpenSettings)} aria-label="Editor settings" title="Editor settings">
            <Settings className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={andClose(props.onReset)} aria-label="Reset to template" title="Reset to template">
            <RotateCcw className="size-4" aria-hidden="true" />
          </Button>
          <div className="flex flex-col gap-2 sm:ml-auto sm:flex-row sm:flex-wrap">
            <Button variant="secondary" size="sm" onClick={andClose(props.onHint)} disabled={props.isHintUsed}>
              <Lightbulb className="size-4" aria-hidden="true" />
              {props.isHintUsed ? 'Hint Used' : 'Get Hint'}
            </Button>
            {props.onOpenHints && (
              <Button variant="secondary" size="sm" onClick={andClose(props.onOpenHints)}>
                <ListChecks className="size-4" aria-hidden="true" />
                {props.receivedHintCount === null ? 'My Hints' : `My Hints (${props.receivedHintCount})`}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={andClose(props.onSolution)} disabled={props.isSolutionViewed}>
              <BookOpen className="size-4" aria-hidden="true" />
              {props.isSolutionViewed ? 'Solution Viewed' : 'View Solution'}
            </Button>
          </div>
        </div>
      </div>
      <div className="ml-auto flex shrink-0 gap-2 sm:ml-0">
        <Button variant="secondary" size="sm" className="px-2 sm:px-3" onClick={props.onRun} disabled={isBusy} title={`Run Code (${JUDGE_SHORTCUTS.run.label()})`} aria-keyshortcuts={JUDGE_SHORTCUTS.run.aria}>
          {props.activity === 'running' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          {props.activity === 'running' ? 'Running...' : 'Run Code'}
        </Button>
        <Button size="sm" className="px-2 sm:px-3" onClick={props.onSubmit} disabled={isBusy} title={`Submit (${JUDGE_SHORTCUTS.submit.label()})`} aria-keyshortcuts={JUDGE_SHORTCUTS.submit.aria}>
          {props.activity === 'submitting' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {props.activity === 'submitting' ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </div>
  );
}
