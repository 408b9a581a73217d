import { useState } from 'react';
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
import { EditorPanel } from './editor-panel';
import { ProblemDescription } from './problem-description';
import { RESIZE_TARGET, ResizeHandle } from './resize-handle';
import { CompactScore } from './score-tracker';
import { SecurityBanner } from './security-banner';
import { SkipToEditorLink } from './skip-to-editor-link';

const descriptionBound = { id: 'description', minSize: 30 };
const codeBound = { id: 'code', minSize: 40 };

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
  const [isFullScreen, setIsFullScreen] = useState(false);
  const [isSecurityShown, setIsSecurityShown] = useState(true);
  const [isCodeShown, setIsCodeShown] = useState(false);
  useDocumentTitle(problemQuery.data?.title ?? 'Solve');

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
    <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      {!isWide && (
        <Link to={paths.app.problems} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Link>
      )}
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{problem.title}</h1>
      <span className={difficultyBadgeClasses(problem.difficulty)}>{problem.difficulty}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">{problem.category}</span>
      {score?.exists && <CompactScore score={score} />}
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => setIsSecurityShown((shown) => !shown)} aria-pressed={isSecurityShown}>
          <Shield className="size-4" aria-hidden="true" />
          Security
        </Button>
        {isWide ? (
          <Button variant="ghost" size="sm" onClick={() => setIsFullScreen((full) => !full)} aria-pressed={isFullScreen}>
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
          : 'flex h-[calc(100dvh-4rem)] min-h-[32rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950'
      }
    >
      <SkipToEditorLink onBeforeSkip={() => setIsCodeShown(true)} />
      {header}
      {isSecurityShown && <SecurityBanner method={judge.executionMethod} />}
      <div className="min-h-0 flex-1">
        {isWide ? (
          <Group orientation="horizontal" resizeTargetMinimumSize={RESIZE_TARGET} groupRef={splitRef}>
            <Panel id={descriptionBound.id} defaultSize="40" minSize={String(descriptionBound.minSize)}>
              {description}
            </Panel>
            <ResizeHandle orientation="horizontal" label="Resize description and editor" groupRef={splitRef} before={descriptionBound} after={codeBound} />
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
