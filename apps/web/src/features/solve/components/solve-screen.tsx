import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Code2, Maximize2, Minimize2, Shield, X } from 'lucide-react';
import { Group, Panel, useGroupRef } from 'react-resizable-panels';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { difficultyBadgeClasses } from '@/lib/problem-display';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/config/paths';
import { useProblem } from '../api/get-problem';
import { usePreloadEditor } from '../use-preload-editor';
import { useProblemScore } from '../api/get-problem-score';
import { JudgeContext } from '../judge-context';
import { useIsWideScreen } from '../use-is-wide-screen';
import { useJudge } from '../use-judge';
import { useRememberedLayout } from '../use-remembered-layout';
import { EditorPanel } from './editor-panel';
import { ProblemDescription } from './problem-description';
import { RESIZE_TARGET, ResizeHandle } from './resize-handle';
import { CompactScore } from './score-tracker';
import { SecurityBanner } from './security-banner';
import { SkipToEditorLink } from './skip-to-editor-link';

const descriptionBound = { id: 'description', minSize: 30 };
const codeBound = { id: 'code', minSize: 40 };
const splitBounds = [descriptionBound, codeBound];

function LoadFailure({ message }: { message: string }) {
  return (
    <div className="grid min-h-[60vh] place-items-center text-center">
      <div className="space-y-4">
        <p role="alert" className="text-lg text-slate-800 dark:text-slate-200">
          {message}
        </p>
        <Link to={paths.app.problems} className={buttonClasses('primary')}>
          Back to Problems
        </Link>
      </div>
    </div>
  );
}

/** The solve page: the problem on the left, the editor and console on the right (stacked on phones). */
export function SolveScreen() {
  const { problemId = '' } = useParams();
  const problemQuery = useProblem(problemId);
  usePreloadEditor(problemId);
  const { data: score } = useProblemScore(problemId);
  const judge = useJudge(problemId);
  const isWide = useIsWideScreen();
  const splitRef = useGroupRef();
  const split = useRememberedLayout('solve-split', splitBounds);
  const [isFullScreen, setIsFullScreen] = useState(false);
  // One line in the header on a desktop; on a phone, where every row counts, it waits for the toggle.
  const [isSecurityShown, setIsSecurityShown] = useState(isWide);
  const [isCodeShown, setIsCodeShown] = useState(false);
  useDocumentTitle(problemQuery.data?.title ?? 'Solve');
  useLeaveFullScreenOnEscape(isFullScreen, () => setIsFullScreen(false));

  if (problemQuery.isPending) {
    return (
      <p role="status" className="grid min-h-[60vh] place-items-center text-slate-600 dark:text-slate-400">
        Loading problem...
      </p>
    );
  }
  if (problemQuery.error) return <LoadFailure message={errorMessage(problemQuery.error, 'Problem not found')} />;
  const problem = problemQuery.data;

  const header = (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-2 lg:px-4 dark:border-slate-800">
      {!isWide && (
        <Link to={paths.app.problems} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Link>
      )}
      <h1 className="text-lg font-bold text-slate-900 lg:text-xl dark:text-white">{problem.title}</h1>
      <span className={difficultyBadgeClasses(problem.difficulty)}>{problem.difficulty}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{problem.category}</span>
      {score?.exists && <CompactScore score={score} />}
      {isSecurityShown && <SecurityBanner method={judge.executionMethod} />}
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setIsSecurityShown((shown) => !shown)} aria-pressed={isSecurityShown}>
          <Shield className="size-4" aria-hidden="true" />
          Security
        </Button>
        {isWide ? (
          <Button variant="ghost" size="sm" onClick={() => setIsFullScreen((full) => !full)} aria-pressed={isFullScreen} title={isFullScreen ? 'Exit Full Screen (Esc)' : 'Full Screen'} aria-keyshortcuts={isFullScreen ? 'Escape' : undefined}>
            {isFullScreen ? <Minimize2 className="size-4" aria-hidden="true" /> : <Maximize2 className="size-4" aria-hidden="true" />}
            {isFullScreen ? 'Exit Full Screen' : 'Full Screen'}
          </Button>
        ) : (
          <Button size="sm" onClick={() => setIsCodeShown((shown) => !shown)}>
            {isCodeShown ? <X className="size-4" aria-hidden="true" /> : <Code2 className="size-4" aria-hidden="true" />}
            {isCodeShown ? 'Close' : 'Code'}
          </Button>
        )}
      </div>
    </header>
  );

  const description = (
    <section className="h-full overflow-y-auto" tabIndex={0} aria-labelledby="description-heading">
      <h2 id="description-heading" className="border-b border-slate-200 px-5 py-2 text-sm font-semibold text-indigo-700 dark:border-slate-800 dark:text-indigo-300">Description</h2>
      <ProblemDescription problem={problem} />
    </section>
  );
  const editor = (
    <JudgeContext.Provider value={judge}>
      <EditorPanel problem={problem} score={score} judge={judge} />
    </JudgeContext.Provider>
  );

  return (
    <div
      className={
        isFullScreen
          ? 'fixed inset-0 z-40 flex flex-col bg-white dark:bg-slate-950'
          : // The whole window below the phone's menu bar, or beside the desktop's navigation rail.
            'flex h-[calc(100dvh-3.5rem)] min-h-[28rem] flex-col overflow-hidden bg-white lg:h-dvh dark:bg-slate-950'
      }
    >
      <SkipToEditorLink onBeforeSkip={() => setIsCodeShown(true)} />
      {header}
      <div className="min-h-0 flex-1">
        {isWide ? (
          <Group orientation="horizontal" resizeTargetMinimumSize={RESIZE_TARGET} groupRef={splitRef} defaultLayout={split.defaultLayout} onLayoutChanged={split.onLayoutChanged}>
            <Panel id={descriptionBound.id} defaultSize="40" minSize={String(descriptionBound.minSize)}>
              {description}
            </Panel>
            <ResizeHandle
              orientation="horizontal"
              label="Resize description and editor"
              groupRef={splitRef}
              before={descriptionBound}
              after={codeBound}
              onResized={split.remember}
            />
            <Panel id={codeBound.id} defaultSize="60" minSize={String(codeBound.minSize)}>
              {editor}
            </Panel>
          </Group>
        ) : isCodeShown ? (
          editor
        ) : (
          description
        )}
      </div>
    </div>
  );
}

/**
 * Escape leaves full screen from anywhere, the editor included (where it also arms "Esc then Tab"),
 * unless something on top took the key first: an open dialog, or an editor widget it closed.
 */
function useLeaveFullScreenOnEscape(isFullScreen: boolean, leave: () => void) {
  useEffect(() => {
    if (!isFullScreen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      leave();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isFullScreen, leave]);
}
