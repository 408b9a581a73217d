import { Lightbulb, BookOpen, Play, Send, PanelBottomClose, PanelBottomOpen, Loader2, ListChecks, RotateCcw, Settings } from 'lucide-react';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { Button } from '@/components/ui/button';
import type { EditorTheme } from '@/components/code-editor/code-editor';
import { JUDGE_SHORTCUTS } from '../keyboard-shortcuts';
import type { JudgeActivity } from '../use-judge';

const selectClasses =
  'h-8 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

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

export function EditorToolbar(props: EditorToolbarProps) {
  const isBusy = props.activity !== 'idle';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
      <select aria-label="Language" value={props.language} onChange={(event) => props.onLanguageChange(event.target.value as Language)} className={selectClasses}>
        {Language.options.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_LABELS[language]}
          </option>
        ))}
      </select>
      <select aria-label="Editor theme" value={props.theme} onChange={(event) => props.onThemeChange(event.target.value as EditorTheme)} className={selectClasses}>
        <option value="vs-dark">Dark</option>
        <option value="light">Light</option>
      </select>
      <Button variant="ghost" size="sm" onClick={props.onToggleConsole}>
        {props.isConsoleShown ? <PanelBottomClose className="size-4" aria-hidden="true" /> : <PanelBottomOpen className="size-4" aria-hidden="true" />}
        {props.isConsoleShown ? 'Hide Console' : 'Show Console'}
      </Button>
      <Button variant="ghost" size="sm" onClick={props.onOpenSettings} aria-label="Editor settings" title="Editor settings">
        <Settings className="size-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={props.onReset} aria-label="Reset to template" title="Reset to template">
        <RotateCcw className="size-4" aria-hidden="true" />
      </Button>
      <div className="ml-auto flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={props.onHint} disabled={props.isHintUsed}>
          <Lightbulb className="size-4" aria-hidden="true" />
          {props.isHintUsed ? 'Hint Used' : 'Get Hint'}
        </Button>
        {props.onOpenHints && (
          <Button variant="secondary" size="sm" onClick={props.onOpenHints}>
            <ListChecks className="size-4" aria-hidden="true" />
            {props.receivedHintCount === null ? 'My Hints' : `My Hints (${props.receivedHintCount})`}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={props.onSolution} disabled={props.isSolutionViewed}>
          <BookOpen className="size-4" aria-hidden="true" />
          {props.isSolutionViewed ? 'Solution Viewed' : 'View Solution'}
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onRun} disabled={isBusy} title={`Run Code (${JUDGE_SHORTCUTS.run.label()})`} aria-keyshortcuts={JUDGE_SHORTCUTS.run.aria}>
          {props.activity === 'running' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
          {props.activity === 'running' ? 'Running...' : 'Run Code'}
        </Button>
        <Button size="sm" onClick={props.onSubmit} disabled={isBusy} title={`Submit (${JUDGE_SHORTCUTS.submit.label()})`} aria-keyshortcuts={JUDGE_SHORTCUTS.submit.aria}>
          {props.activity === 'submitting' ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {props.activity === 'submitting' ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </div>
  );
}
