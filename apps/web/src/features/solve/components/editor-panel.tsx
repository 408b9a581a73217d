import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Group, Panel, useGroupRef } from 'react-resizable-panels';
import type { ProblemDetail } from '@codepath/contract/problems';
import type { ScoreRecord } from '@codepath/contract/scores';
import { Banner } from '@/components/ui/banner';
import { errorMessage } from '@/lib/error-message';
import { problemScoreQueryKey } from '../api/get-problem-score';
import type { EditorTheme } from '@/components/code-editor/code-editor';
import { useEditorCode } from '../use-editor-code';
import { useHelp } from '../use-help';
import { useJudgeShortcuts } from '../use-judge-shortcuts';
import type { useJudge } from '../use-judge';
import { ConsolePanel } from './console-panel';
import { EditorToolbar } from './editor-toolbar';
import { HintDialogs, SolutionDialogs } from './help-dialogs';
import { RESIZE_TARGET, ResizeHandle } from './resize-handle';
import { ScoreTracker } from './score-tracker';
import { StatusBar } from './status-bar';

const editorBound = { id: 'editor', minSize: 30 };
const consoleBound = { id: 'console', minSize: 20 };

const CodeEditor = lazy(() => import('@/components/code-editor/code-editor'));

type EditorPanelProps = {
  problem: ProblemDetail;
  score: ScoreRecord | undefined;
  judge: ReturnType<typeof useJudge>;
};

/** Toolbar, the editor over the console (70/30), the status bar and the floating score tracker. */
export function EditorPanel({ problem, score, judge }: EditorPanelProps) {
  const { language, setLanguage, code, setCode, isTemplateLoading, templateError } = useEditorCode(problem.id);
  // Starts in the app's own theme; the selector then changes the editor alone.
  const [theme, setTheme] = useState<EditorTheme>(() => (document.documentElement.classList.contains('dark') ? 'vs-dark' : 'light'));
  const [input, setInput] = useState(problem.examples[0]?.input ?? '');
  const [isConsoleShown, setIsConsoleShown] = useState(true);
  const splitRef = useGroupRef();
  const codeRef = useRef(code);
  codeRef.current = code;
  const help = useHelp(problem.id, language, () => codeRef.current);
  const queryClient = useQueryClient();

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

  const editor = (
    <div className="relative h-full min-h-0">
      {score && <ScoreTracker score={score} />}
      {isTemplateLoading ? (
        <p role="status" className="p-4 text-sm text-slate-500">
          Loading code template...
        </p>
      ) : (
        <Suspense fallback={<p role="status" className="p-4 text-sm text-slate-500">Loading editor...</p>}>
          <CodeEditor value={code} language={language} theme={theme} onChange={setCode} onRun={run} onSubmit={submit} />
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
        isHintUsed={help.isHintUsed || Boolean(score?.clickedHint)}
        isSolutionViewed={help.isSolutionViewed || Boolean(score?.clickedSolution)}
        isConsoleShown={isConsoleShown}
        onHint={help.askHint}
        onSolution={help.askSolution}
        onRun={run}
        onSubmit={submit}
        onToggleConsole={() => setIsConsoleShown((shown) => !shown)}
      />
      {templateError && <Banner tone="error">{errorMessage(templateError, 'Failed to load code template')}</Banner>}
      <div className="min-h-0 flex-1">
        {isConsoleShown ? (
          <Group orientation="vertical" resizeTargetMinimumSize={RESIZE_TARGET} groupRef={splitRef}>
            <Panel id={editorBound.id} defaultSize="70" minSize={String(editorBound.minSize)}>
              {editor}
            </Panel>
            <ResizeHandle orientation="vertical" label="Resize editor and console" groupRef={splitRef} before={editorBound} after={consoleBound} />
            <Panel id={consoleBound.id} defaultSize="30" minSize={String(consoleBound.minSize)}>
              <ConsolePanel input={input} onInputChange={setInput} result={judge.result} />
            </Panel>
          </Group>
        ) : (
          editor
        )}
      </div>
      <StatusBar language={language} method={judge.executionMethod} />
      <HintDialogs hint={help.hint} onConfirm={() => void help.confirmHint()} onClose={help.closeHint} />
      <SolutionDialogs solution={help.solution} onConfirm={() => void help.confirmSolution()} onClose={help.closeSolution} />
    </div>
  );
}
