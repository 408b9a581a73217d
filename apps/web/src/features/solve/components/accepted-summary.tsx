import { useEffect, useRef } from 'react';
import { PERCENTILE_MIN_ACCEPTED, type SubmissionPercentile, type TestEvent } from '@codepath/contract/submissions';
import { formatMemory } from '@/lib/format-memory';
import { useSubmissionPercentile } from '../api/get-submission-percentile';

function RuntimeHistogram({ percentile }: { percentile: SubmissionPercentile }) {
  const { runtimeHistogram: buckets, runtimeBucket } = percentile;
  const highest = Math.max(1, ...buckets.map((bucket) => bucket.count));
  const own = runtimeBucket === null ? undefined : buckets[runtimeBucket];
  const label = `Runtimes of ${percentile.acceptedCount} accepted submissions from ${buckets[0]?.from ?? 0} to ${buckets.at(-1)?.to ?? 0} ms${own ? `; yours is in ${own.from}–${own.to} ms` : ''}`;
  return (
    <div role="img" aria-label={label} className="flex h-10 w-40 shrink-0 items-end gap-1" data-testid="runtime-histogram">
      {buckets.map((bucket, index) => (
        <div
          key={bucket.from}
          title={`${bucket.from}–${bucket.to} ms: ${bucket.count}`}
          data-own={index === runtimeBucket || undefined}
          style={{ height: `${Math.max(8, (100 * bucket.count) / highest)}%` }}
          className={`flex-1 rounded-t ${index === runtimeBucket ? 'bg-indigo-600 dark:bg-indigo-400' : 'bg-slate-300 dark:bg-slate-600'}`}
        />
      ))}
    </div>
  );
}

/**
 * An accepted submission's runtime and memory, and from PERCENTILE_MIN_ACCEPTED
 * accepted submissions in its language up how they compare ("faster than 73 %") with
 * a small histogram of runtimes, the learner's bar marked. The comparison arrives
 * after the verdict, so once it has the whole summary is brought into view (on a
 * phone the console is short).
 */
export function AcceptedSummary({ submissionId, tests }: { submissionId: string; tests: TestEvent[] }) {
  const { data: percentile } = useSubmissionPercentile(submissionId);
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasComparison = percentile !== undefined;
  useEffect(() => {
    if (!hasComparison) return;
    // Two frames on: after the verdict panel's own scroll, should both land in one frame.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => summaryRef.current?.scrollIntoView?.({ block: 'nearest' }));
    });
    return () => cancelAnimationFrame(frame);
  }, [hasComparison]);
  const runtime = percentile?.runtime ?? Math.max(0, ...tests.map((test) => test.time));
  const memory = percentile?.memory ?? Math.max(0, ...tests.map((test) => test.memory));
  const isRanked = percentile?.fasterThanPercent != null;
  return (
    <div ref={summaryRef} className="space-y-2 text-sm" data-testid="accepted-summary">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Runtime</dt>
        <dd>
          {runtime} ms{isRanked && <> · faster than {percentile?.fasterThanPercent} %</>}
        </dd>
        <dt className="font-semibold">Memory</dt>
        <dd>
          {formatMemory(memory)}
          {percentile?.lessMemoryThanPercent != null && <> · less memory than {percentile.lessMemoryThanPercent} %</>}
        </dd>
      </dl>
      {percentile && isRanked && (
        <div className="flex items-end gap-3">
          <RuntimeHistogram percentile={percentile} />
          <p className="text-xs text-slate-600 dark:text-slate-400">Compared with {percentile.acceptedCount} accepted submissions in this language</p>
        </div>
      )}
      {percentile && !isRanked && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          A comparison with others appears from {PERCENTILE_MIN_ACCEPTED} accepted submissions in this language.
        </p>
      )}
    </div>
  );
}
