import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { contestLabel, MAX_CONTEST_PROBLEMS, type ContestAccess, type ContestRules } from '@codepath/contract/contests';
import { Language, LANGUAGE_LABELS } from '@codepath/contract/enums';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateContest } from './api/contest-actions';
import { useCatalogue } from './api/get-catalogue';
import { fieldClasses, labelClasses, Panel } from './components/contest-ui';

const COLOURS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00acc1', '#fdd835', '#6d4c41'];

/** A datetime-local value (the browser's own time zone) for a moment. */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** /app/contests/new: an organiser sets up a contest (the server checks the role). */
export default function NewContestPage() {
  useDocumentTitle('New contest');
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const create = useCreateContest();
  const [title, setTitle] = useState('');
  const [startsAt, setStartsAt] = useState(() => localInput(new Date(Date.now() + 60_000)));
  const [durationMinutes, setDuration] = useState(120);
  const [freezeMinutes, setFreeze] = useState(30);
  const [rules, setRules] = useState<ContestRules>('icpc');
  const [isSubtaskBest, setSubtaskBest] = useState(false);
  const [access, setAccess] = useState<ContestAccess>('public');
  const [maxTeamSize, setMaxTeamSize] = useState(1);
  const [joinCode, setJoinCode] = useState('');
  const [windowEndsAt, setWindowEndsAt] = useState('');
  const [languages, setLanguages] = useState<Language[]>([...Language.options]);
  const [problems, setProblems] = useState<{ problemId: string; color: string }[]>([{ problemId: '', color: COLOURS[0] ?? '#e53935' }]);

  const setProblem = (index: number, change: Partial<{ problemId: string; color: string }>) =>
    setProblems((current) => current.map((problem, at) => (at === index ? { ...problem, ...change } : problem)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        title,
        startsAt: new Date(startsAt).toISOString(),
        durationMinutes,
        freezeMinutes,
        rules,
        isSubtaskBest: rules === 'ioi' && isSubtaskBest,
        maxTeamSize,
        access,
        joinCode: access === 'code' ? joinCode : null,
        languages,
        problems: problems.filter((problem) => problem.problemId !== ''),
        windowEndsAt: windowEndsAt ? new Date(windowEndsAt).toISOString() : null,
      },
      { onSuccess: ({ id }) => void navigate(paths.app.contest(id)) },
    );
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="New contest" subtitle="Problems from the catalogue, your rules, your clock" />
      <form onSubmit={submit} className="grid gap-4">
        <Panel title="Contest">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} required maxLength={120} className="sm:col-span-2" />
            <TextField label="Starts at" type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} required />
            <TextField label="Duration (minutes)" type="number" min={1} value={durationMinutes} onChange={(event) => setDuration(Number(event.target.value))} required />
            <TextField label="Scoreboard freeze (minutes before the end)" type="number" min={0} value={freezeMinutes} onChange={(event) => setFreeze(Number(event.target.value))} hint="0: the scoreboard never freezes." />
            <TextField label="Start window ends (optional)" type="datetime-local" value={windowEndsAt} onChange={(event) => setWindowEndsAt(event.target.value)} hint="Each learner starts their own clock until then." />
            <div>
              <label htmlFor="contest-rules" className={labelClasses}>Rules</label>
              <select id="contest-rules" value={rules} onChange={(event) => setRules(event.target.value as ContestRules)} className={fieldClasses()}>
                <option value="icpc">ICPC: solved, then penalty time</option>
                <option value="ioi">IOI: sum of best scores</option>
              </select>
              {rules === 'ioi' && (
                <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                  <input type="checkbox" checked={isSubtaskBest} onChange={(event) => setSubtaskBest(event.target.checked)} /> Best score per subtask
                </label>
              )}
            </div>
            <div>
              <label htmlFor="contest-access" className={labelClasses}>Who may take part</label>
              <select id="contest-access" value={access} onChange={(event) => setAccess(event.target.value as ContestAccess)} className={fieldClasses()}>
                <option value="public">Anyone</option>
                <option value="invite">Invited e-mails only</option>
                <option value="code">Anyone with a join code</option>
              </select>
              {access === 'code' && <TextField label="Join code" value={joinCode} onChange={(event) => setJoinCode(event.target.value)} minLength={4} required className="mt-2" />}
            </div>
            <div>
              <label htmlFor="contest-team-size" className={labelClasses}>Taking part as</label>
              <select id="contest-team-size" value={maxTeamSize} onChange={(event) => setMaxTeamSize(Number(event.target.value))} className={fieldClasses()}>
                <option value={1}>Each learner on their own</option>
                <option value={2}>A learner or a team of up to 2</option>
                <option value={3}>A learner or a team of up to 3</option>
              </select>
            </div>
            <fieldset className="sm:col-span-2">
              <legend className={labelClasses}>Languages allowed</legend>
              <div className="flex flex-wrap gap-4">
                {Language.options.map((language) => (
                  <label key={language} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <input
                      type="checkbox"
                      checked={languages.includes(language)}
                      onChange={(event) => setLanguages((current) => (event.target.checked ? [...current, language] : current.filter((item) => item !== language)))}
                    />
                    {LANGUAGE_LABELS[language]}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>
        </Panel>
        <Panel title="Problems">
          {catalogue.isError && <Banner tone="error">{errorMessage(catalogue.error, 'Failed to load problems')}</Banner>}
          <ol className="grid gap-3">
            {problems.map((problem, index) => (
              <li key={index} className="flex flex-wrap items-end gap-3">
                <div className="min-w-0 flex-1">
                  <label htmlFor={`contest-problem-${index}`} className={labelClasses}>Problem {contestLabel(index)}</label>
                  <select id={`contest-problem-${index}`} value={problem.problemId} onChange={(event) => setProblem(index, { problemId: event.target.value })} className={fieldClasses()}>
                    <option value="">Choose a problem…</option>
                    {catalogue.data?.map((item) => (
                      <option key={item.id} value={item.id}>{item.title} ({item.difficulty})</option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={`contest-colour-${index}`} className={labelClasses}>Colour</label>
                  <input id={`contest-colour-${index}`} type="color" value={problem.color} onChange={(event) => setProblem(index, { color: event.target.value })} className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-950" />
                </div>
                <Button variant="ghost" onClick={() => setProblems((current) => current.filter((_, at) => at !== index))} disabled={problems.length === 1} aria-label={`Remove problem ${contestLabel(index)}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            className="mt-3"
            disabled={problems.length >= MAX_CONTEST_PROBLEMS}
            onClick={() => setProblems((current) => [...current, { problemId: '', color: COLOURS[current.length % COLOURS.length] ?? '#e53935' }])}
          >
            Add problem
          </Button>
        </Panel>
        {create.isError && <Banner tone="error">{errorMessage(create.error, 'Failed to create the contest')}</Banner>}
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Creating…' : 'Create contest'}</Button>
        </div>
      </form>
    </div>
  );
}
