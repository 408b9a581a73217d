import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useCatalogue, useCreateAssignment } from '../api/classes';
import { Panel } from './class-ui';

/** A datetime-local value (the viewer's time) `days` from now, on the hour. */
function localInput(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

const toIso = (local: string) => new Date(local).toISOString();

/** A teacher sets problems with an opening time, a deadline and an optional late window. */
export function AssignmentForm({ classId }: { classId: string }) {
  const catalogue = useCatalogue(true);
  const create = useCreateAssignment(classId);
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [opensAt, setOpensAt] = useState(() => localInput(0));
  const [dueAt, setDueAt] = useState(() => localInput(1));
  const [hasLateWindow, setHasLateWindow] = useState(false);
  const [lateUntil, setLateUntil] = useState(() => localInput(2));
  const [penalty, setPenalty] = useState(20);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title, problemSlugs: chosen, opensAt: toIso(opensAt), dueAt: toIso(dueAt), lateUntil: hasLateWindow ? toIso(lateUntil) : null, latePenaltyPercent: hasLateWindow ? penalty : 0 },
      { onSuccess: () => { setTitle(''); setChosen([]); } },
    );
  };
  const toggle = (slug: string) => setChosen((current) => (current.includes(slug) ? current.filter((entry) => entry !== slug) : [...current, slug]));
  const matching = (catalogue.data ?? []).filter((problem) => problem.title.toLowerCase().includes(search.trim().toLowerCase()));

  return (
    <Panel title="New assignment">
      <form onSubmit={submit} className="space-y-4">
        <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Problems ({chosen.length} chosen)</legend>
          <input aria-label="Search problems" placeholder="Search problems..." value={search} onChange={(event) => setSearch(event.target.value)} className={`${inputClasses} mb-2 h-9`} />
          <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-800">
            {catalogue.isPending && <p className="px-2 py-1 text-sm text-slate-600 dark:text-slate-400">Loading problems...</p>}
            {catalogue.isError && <Banner tone="error">{errorMessage(catalogue.error, 'Failed to load problems')}</Banner>}
            {catalogue.isSuccess && matching.length === 0 && <p className="px-2 py-1 text-sm text-slate-600 dark:text-slate-400">No problems found</p>}
            {matching.map((problem) => (
              <label key={problem.id} className="flex items-center gap-2 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800/60">
                <input type="checkbox" checked={chosen.includes(problem.id)} onChange={() => toggle(problem.id)} />
                <span className="flex-1">{problem.title}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{problem.difficulty}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Opens" type="datetime-local" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} required />
          <TextField label="Deadline" type="datetime-local" value={dueAt} onChange={(event) => setDueAt(event.target.value)} required />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input type="checkbox" checked={hasLateWindow} onChange={(event) => setHasLateWindow(event.target.checked)} />
          Accept late submissions with a penalty
        </label>
        {hasLateWindow && (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Late until" type="datetime-local" value={lateUntil} onChange={(event) => setLateUntil(event.target.value)} required />
            <TextField label="Penalty (% of the problem's score)" type="number" min={0} max={100} value={penalty} onChange={(event) => setPenalty(Number(event.target.value))} required />
          </div>
        )}
        <Button type="submit" disabled={create.isPending || chosen.length === 0}>{create.isPending ? 'Saving...' : 'Create assignment'}</Button>
        {create.isError && <Banner tone="error">{errorMessage(create.error, 'Failed to create the assignment')}</Banner>}
      </form>
    </Panel>
  );
}
