import { Lightbulb, Loader2 } from 'lucide-react';
import type { ReceivedHintsAnswer } from '@codepath/contract/hints';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { errorMessage } from '@/lib/error-message';
import { HintText } from './help-dialogs';

export const RECEIVED_HINTS_TEXTS = {
  title: 'My Hints',
  empty: 'You have not received a hint for this problem yet.',
  allReceived: 'You have received every written hint for this problem.',
  loadError: 'Failed to load your hints',
} as const;

type ReceivedHintsDialogProps = {
  answer: ReceivedHintsAnswer | undefined;
  isLoading: boolean;
  error: unknown;
  onNextHint: () => void;
  onClose: () => void;
};

/** Every hint the learner received for this problem, oldest first, and the way to the next one. */
export function ReceivedHintsDialog({ answer, isLoading, error, onNextHint, onClose }: ReceivedHintsDialogProps) {
  const footer = answer && (
    <>
      {!answer.hasMoreHints && <p className="mr-auto self-center text-sm text-slate-600 dark:text-slate-400">{RECEIVED_HINTS_TEXTS.allReceived}</p>}
      {answer.hasMoreHints && (
        <Button size="sm" onClick={onNextHint}>
          <Lightbulb className="size-4" aria-hidden="true" />
          Get Next Hint
        </Button>
      )}
    </>
  );
  return (
    <ModalDialog title={RECEIVED_HINTS_TEXTS.title} onClose={onClose} footer={footer}>
      {isLoading && (
        <p role="status" className="flex items-center gap-2">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading your hints...
        </p>
      )}
      {Boolean(error) && (
        <p role="alert" className="text-rose-700 dark:text-rose-400">
          {errorMessage(error, RECEIVED_HINTS_TEXTS.loadError)}
        </p>
      )}
      {answer && answer.hints.length === 0 && <p>{RECEIVED_HINTS_TEXTS.empty}</p>}
      {answer && answer.hints.length > 0 && (
        <ol className="space-y-5">
          {answer.hints.map((hint) => (
            <li key={hint.number} aria-labelledby={`received-hint-${hint.number}`} className="space-y-1">
              <h3 id={`received-hint-${hint.number}`} className="text-sm font-semibold text-slate-900 dark:text-white">
                Hint {hint.number}
              </h3>
              <HintText text={hint.hint} isAIGenerated={hint.isAIGenerated} model={hint.model} />
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
