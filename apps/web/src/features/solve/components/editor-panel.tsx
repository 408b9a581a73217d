import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Group, Panel, useGroupRef } from 'react-resizable-panels';
import { LANGUAGE_LABELS } from '@codepath/contract/enums';
import type { ProblemDetail } from '@codepath/contract/problems';
import type { ScoreRecord } from '@codepath/contract/scores';
import { Banner } from '@/components/ui/banner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { problemScoreQueryKey } from '../api/get-problem-score';
import { useReceivedHints } from '../api/get-received-hints';
import { compileMarkersOf } from '../compile-markers';
import { tabFocusShortcut } from '../keyboard-shortcuts';
import { useEditorSettings } from '../use-editor-settings';
import { useIsWideScreen } from '../use-is-wide-screen';
import type { EditorTheme } from '@/components/code-editor/code-editor';
import { useEditorCode } from '../use-editor-code';
import { useHelp } from '../use-help';
import { useJudgeShortcuts } from '../use-judge-shortcuts';
import { useRememberedLayout } from '../use-remembered-layout';
import type { useJudge } from '../use-judge';
import { ConsolePanel } from './console-panel';
import { EditorSettingsDialog } from './editor-settings-dialog';
import { EditorToolbar } from './editor-toolbar';
import { HintDialogs, SolutionDialogs } from './help-dialogs';
import { ReceivedHintsDialog } from './received-hints-dialog';
import { RESIZE_TARGET, ResizeHandle } from './resize-handle';
import { CodeSizeNotice } from './code-size-notice';
import { ScoreTracker } from './score-tracker';
import { SOLVE_EDITOR_ID } from './skip-to-editor-link';
import { StatusBar } from './status-bar';

const editorBound = { id: 'editor', minSize: 30 };
const consoleBound = { id: 'console', minSize: 20 };
const consoleBounds = [editorBound, consoleBound];

/** The console's share of the editor column once a run's or a submission's result arrives, so the failing test is on screen. */
export const VERDICT_CONSOLE_PERCENT = { wide: 60, narrow: 70 } as const;

const CodeEditor = lazy(() => import('@/components/code-editor/code-editor'));

export const RESET_TEXTS = {
  title: 'Reset to template',
  question: (language: string) => `Replace your ${language} code with the problem's starter template? Your current code for ${language} will be lost.`,
  confirm: 'Reset',
} as const;

type EditorPanelProps = {
  problem: ProblemDetail;
  score: ScoreRecord | undefined;
  judge: ReturnType<typeof useJudge>;
};

/** Toolbar, the docked score tracker, the editor over the console (70/30) and the status bar. */
export function EditorPanel({ problem, score, judge }: EditorPanelProps) {
  const { language, setLanguage, code, setCode, resetToTemplate, isTemplateLoading, templateError } = useEditorCode(problem.id);
  const { settings, changeSettings } = useEditorSettings();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [isResetAsked, setIsResetAsked] = useState(false);
  const [isTabFocusMode, setIsTabFocusMode] = useState(false);
  const isWide = useIsWideScreen();
  // Starts in the app's own theme; the selector then changes the editor alone.
  const [theme, setTheme] = useState<EditorTheme>(() => (document.documentElement.classList.contains('dark') ? 'vs-dark' : 'light'));
  const [input, setInput] = useState(problem.examples[0]?.input ?? '');
  const [isConsoleShown, setIsConsoleShown] = useState(true);
  const splitRef = useGroupRef();
  const consoleLayout = useRememberedLayout('solve-console', consoleBounds);
  const codeRef = useRef(code);
  codeRef.current = code;
  const help = useHelp(problem.id, language, () => codeRef.current);
  const queryClient = useQueryClient();
  const isHintUsed = help.isHintUsed || Boolean(score?.clickedHint);
  const receivedHints = useReceivedHints(problem.id, { enabled: isHintUsed });

  // The spec refetches the score whenever the language changes (the record names the language).
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    void queryClient.invalidateQueries({ queryKey: problemScoreQueryKey(problem.id) });
  }, [language, problem.id, queryClient]);

  const request = useCallback(() => ({ problemId: problem.id, language, code: codeRef.current }), [problem.id, language]);
  const run = useCallback(() => void judge.run(request(), input), [judge, request, input]);
  const submit = useCallback(() => void judge.submit(request()), [judge, request]);
  useJudgeShortcuts(run, submit);
  const markers = useMemo(() => compileMarkersOf(judge.result), [judge.result]);

  // A result comes into view: the console is shown and grown (never shrunk) to its share, for a
  // verdict and for a run's cases alike.
  const verdict = judge.result?.kind === 'submit' ? judge.result.final : null;
  const arrived = verdict ?? judge.caseRun;
  const grownFor = useRef<typeof arrived>(null);
  useEffect(() => {
    if (!arrived || grownFor.current === arrived) return;
    if (!isConsoleShown) {
      setIsConsoleShown(true);
      return;
    }
    grownFor.current = arrived;
    const group = splitRef.current;
    const share = isWide ? VERDICT_CONSOLE_PERCENT.wide : VERDICT_CONSOLE_PERCENT.narrow;
    const current = group?.getLayout()[consoleBound.id];
    if (group && current !== undefined && current < share) group.setLayout({ [editorBound.id]: 100 - share, [consoleBound.id]: share });
  }, [arrived, isConsoleShown, isWide, splitRef]);

  const editor = (
    <div className="flex h-full min-h-0 flex-col">
      {isTemplateLoading ? (
        <p role="status" className="p-4 text-sm text-slate-500">
          Loading code template...
        </p>
      ) : (
        <Suspense fallback={<p role="status" className="p-4 text-sm text-slate-500">Loading editor...</p>}>
          <div id={SOLVE_EDITOR_ID} className="min-h-0 flex-1">
            <CodeEditor
              value={code}
              language={language}
              theme={theme}
              onChange={setCode}
              onRun={run}
              onSubmit={submit}
              fontSize={settings.fontSize}
              tabSize={settings.tabSize}
              isVimMode={settings.isVimMode}
              focusId={SOLVE_EDITOR_ID}
              onTabFocusModeChange={setIsTabFocusMode}
              markers={markers}
            />
          </div>
        </Suspense>
      )}
    </div>
  );

  return (
    <div className="relative flex h-full min-h-0 flex-col">
      <EditorToolbar
        language={language}
        onLanguageChange={setLanguage}
        theme={theme}
        onThemeChange={setTheme}
        activity={judge.activity}
        isHintUsed={isHintUsed}
        receivedHintCount={receivedHints.data?.hints.length ?? null}
        onOpenHints={isHintUsed ? help.openHintList : null}
        onOpenSettings={() => setIsSettingsOpen(true)}
        onReset={() => setIsResetAsked(true)}
        isSolutionViewed={help.isSolutionViewed || Boolean(score?.clickedSolution)}
        isConsoleShown={isConsoleShown}
        onHint={help.askHint}
        onSolution={help.askSolution}
        onRun={run}
        onSubmit={submit}
        onToggleConsole={() => setIsConsoleShown((shown) => !shown)}
      />
      {templateError && <Banner tone="error">{errorMessage(templateError, 'Failed to load code template')}</Banner>}
      <CodeSizeNotice code={code} />
      {score && <ScoreTracker score={score} />}
      <div className="min-h-0 flex-1">
        {isConsoleShown ? (
          <Group orientation="vertical" resizeTargetMinimumSize={RESIZE_TARGET} groupRef={splitRef} defaultLayout={consoleLayout.defaultLayout} onLayoutChanged={consoleLayout.onLayoutChanged}>
            <Panel id={editorBound.id} defaultSize="70" minSize={String(editorBound.minSize)}>
              {editor}
            </Panel>
            <ResizeHandle
              orientation="vertical"
              label="Resize editor and console"
              groupRef={splitRef}
              before={editorBound}
              after={consoleBound}
              onResized={consoleLayout.remember}
            />
            <Panel id={consoleBound.id} defaultSize="30" minSize={String(consoleBound.minSize)}>
              <ConsolePanel input={input} onInputChange={setInput} result={judge.result} problem={problem} />
            </Panel>
          </Group>
        ) : (
          editor
        )}
      </div>
      <StatusBar
        language={language}
        method={judge.executionMethod}
        keyboardHelp={`Esc then Tab leaves the editor · ${tabFocusShortcut()}: Tab moves focus (${isTabFocusMode ? 'on' : 'off'})`}
      />
      <HintDialogs hint={help.hint} onConfirm={() => void help.confirmHint()} onClose={help.closeHint} />
      <SolutionDialogs solution={help.solution} onConfirm={() => void help.confirmSolution()} onClose={help.closeSolution} />
      {help.isHintListOpen && (
        <ReceivedHintsDialog
          answer={receivedHints.data}
          isLoading={receivedHints.isPending}
          error={receivedHints.error}
          onNextHint={help.askNextHint}
          onClose={help.closeHintList}
        />
      )}
      {isSettingsOpen && <EditorSettingsDialog settings={settings} onChange={changeSettings} onClose={() => setIsSettingsOpen(false)} />}
      {isResetAsked && (
        <ConfirmDialog
          title={RESET_TEXTS.title}
          message={RESET_TEXTS.question(LANGUAGE_LABELS[language])}
          confirmLabel={RESET_TEXTS.confirm}
          onConfirm={() => {
            setIsResetAsked(false);
            void resetToTemplate();
          }}
          onCancel={() => setIsResetAsked(false)}
        />
      )}
    </div>
  );
}
