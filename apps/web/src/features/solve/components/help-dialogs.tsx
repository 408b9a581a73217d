import { Loader2 } from 'lucide-react';
import { HINT_PENALTY } from '@codepath/contract/constants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAiStatus } from '../api/get-ai-status';
import type { HintState, SolutionState } from '../use-help';
import { MarkdownText } from '@/components/ui/markdown-text';
import { ModalDialog } from '@/components/ui/modal-dialog';

export const HELP_TEXTS = {
  hintQuestion: `A hint costs ${HINT_PENALTY} points of this problem's score (only once per problem). Do you want a hint?`,
  solutionQuestion: "Viewing the solution sets this problem's score to 0. Do you want to see it?",
  nextHintQuestion: 'The hint penalty has already been counted for this problem, so the next hint costs no more points. Do you want the next hint?',
  hintError: 'Unable to Generate Hint',
  noHint: 'No hint is available for this problem yet.',
  manualHintNote: "AI hints are off on this site: you will get one of the problem's written hints (Manual Hint).",
  aiHintNote: (model: string | null) => `You will get an AI hint, written for your code${model ? ` by ${model}` : ''}.`,
} as const;

/** Before the learner pays: which kind of hint the points buy, as the server says it is set up. */
function useHintKindNote(): string | undefined {
  const status = useAiStatus({ enabled: true });
  if (!status.data) return undefined;
  return status.data.isAIEnabled ? HELP_TEXTS.aiHintNote(status.data.model) : HELP_TEXTS.manualHintNote;
}

function HintQuestion({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) {
  const note = useHintKindNote();
  return <ConfirmDialog title="Get Hint" message={HELP_TEXTS.hintQuestion} note={note} confirmLabel="Get Hint" onConfirm={onConfirm} onCancel={onClose} />;
}

/** The spec's wording names GPT-3.5 Turbo; any other configured model is named as the server calls it. */
function aiNote(model: string | null | undefined): string {
  if (!model) return 'This hint is powered by an AI model.';
  if (model.toLowerCase().startsWith('gpt-3.5-turbo')) return 'This hint is powered by a GPT-3.5 Turbo model.';
  return `This hint is powered by the ${model} model.`;
}

/** The hint names its model when the server knows it; otherwise the configured model is asked for. */
function AiNote({ hintModel }: { hintModel: string | undefined }) {
  const status = useAiStatus({ enabled: !hintModel });
  return <p className="text-xs text-slate-500 dark:text-slate-400">{aiNote(hintModel ?? status.data?.model)}</p>;
}

function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {text}
    </p>
  );
}

function ManualHint({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      <span className="inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-500/15 dark:text-sky-300">Manual Hint</span>
      <MarkdownText text={text} />
    </div>
  );
}

function HintBody({ hint }: { hint: Extract<HintState, { phase: 'loading' | 'shown' }> }) {
  if (hint.phase === 'loading') return <Loading text="Getting a hint..." />;
  if (hint.kind === 'error') {
    return (
      <div className="space-y-4">
        <div role="alert" className="rounded-lg bg-rose-50 p-3 text-rose-800 dark:bg-rose-500/10 dark:text-rose-200">
          <p className="font-semibold">{HELP_TEXTS.hintError}</p>
          <p className="text-sm">{hint.message}</p>
        </div>
        {hint.fallbackHint && <ManualHint text={hint.fallbackHint} />}
      </div>
    );
  }
  if (!hint.hint.trim()) return <p>{HELP_TEXTS.noHint}</p>;
  return <HintText text={hint.hint} isAIGenerated={hint.isAIGenerated} model={hint.model} />;
}

/** One hint with its kind: a manual hint, or an AI hint naming its model. */
export function HintText({ text, isAIGenerated, model }: { text: string; isAIGenerated: boolean; model?: string | undefined }) {
  if (!isAIGenerated) return <ManualHint text={text} />;
  return (
    <div className="space-y-2">
      <span className="inline-flex rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">AI Hint</span>
      <AiNote hintModel={model} />
      <MarkdownText text={text} />
    </div>
  );
}

export function HintDialogs({ hint, onConfirm, onClose }: { hint: HintState; onConfirm: () => void; onClose: () => void }) {
  if (hint.phase === 'closed') return null;
  if (hint.phase === 'confirming') {
    return hint.isNext ? (
      <ConfirmDialog title="Next Hint" message={HELP_TEXTS.nextHintQuestion} confirmLabel="Get Next Hint" onConfirm={onConfirm} onCancel={onClose} />
    ) : (
      <HintQuestion onConfirm={onConfirm} onClose={onClose} />
    );
  }
  return (
    <ModalDialog title="Hint" onClose={onClose}>
      <HintBody hint={hint} />
    </ModalDialog>
  );
}

export function SolutionDialogs({ solution, onConfirm, onClose }: { solution: SolutionState; onConfirm: () => void; onClose: () => void }) {
  if (solution.phase === 'closed') return null;
  if (solution.phase === 'confirming') {
    return (
      <ConfirmDialog title="View Solution" message={HELP_TEXTS.solutionQuestion} confirmLabel="View Solution" onConfirm={onConfirm} onCancel={onClose} />
    );
  }
  return (
    <ModalDialog title="Solution" onClose={onClose}>
      {solution.phase === 'loading' && <Loading text="Loading the solution..." />}
      {solution.phase === 'error' && (
        <p role="alert" className="text-rose-700 dark:text-rose-400">
          {solution.message}
        </p>
      )}
      {solution.phase === 'shown' && <MarkdownText text={solution.solution} />}
    </ModalDialog>
  );
}
