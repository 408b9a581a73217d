import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CLASS_ROLE_LABELS } from '@codepath/contract/classes';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateClass, useJoinClass, useMyClasses } from './api/classes';
import { DueList } from './components/due-list';
import { muted, Panel } from './components/class-ui';

function CreateClassForm() {
  const [name, setName] = useState('');
  const create = useCreateClass();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: (created) => void navigate(paths.classes.detail(created.id)) });
  };
  return (
    <Panel title="New class">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField label="Class name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={120} className="flex-1" />
        <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Creating...' : 'Create class'}</Button>
      </form>
      {create.isError && <Banner tone="error" className="mt-3">{errorMessage(create.error, 'Failed to create the class')}</Banner>}
    </Panel>
  );
}

export function JoinClassForm({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [studentId, setStudentId] = useState('');
  const join = useJoinClass();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate({ code, ...(studentId.trim() ? { studentId } : {}) }, { onSuccess: (joined) => void navigate(paths.classes.detail(joined.id)) });
  };
  return (
    <Panel title="Join a class">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label="Join code" value={code} onChange={(event) => setCode(event.target.value)} required maxLength={40} autoCapitalize="characters" />
        <TextField label="Student ID (optional)" value={studentId} onChange={(event) => setStudentId(event.target.value)} maxLength={64} />
        <Button type="submit" disabled={join.isPending}>{join.isPending ? 'Joining...' : 'Join class'}</Button>
      </form>
      {join.isError && <Banner tone="error" className="mt-3">{errorMessage(join.error, 'Failed to join the class')}</Banner>}
    </Panel>
  );
}

/** /app/classes: the classes one teaches or learns in, what is due, joining and (teachers) creating one. */
export default function ClassesPage() {
  useDocumentTitle('Classes');
  const mine = useMyClasses();
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading title="Classes" subtitle="Your classes and what is due" />
      {mine.isPending ? (
        <LoadingText />
      ) : mine.isError ? (
        <Banner tone="error">{errorMessage(mine.error, 'Failed to load classes')}</Banner>
      ) : (
        <>
          {mine.data.due.length > 0 && (
            <Panel title="Due">
              <DueList assignments={mine.data.due} />
            </Panel>
          )}
          <Panel title="Your classes">
            {mine.data.classes.length === 0 ? (
              <p className={muted}>You are in no class yet. Join one with the code your teacher gave you.</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {mine.data.classes.map((entry) => (
                  <li key={entry.id}>
                    <Link to={paths.classes.detail(entry.id)} className="block rounded-xl border border-slate-200 p-4 hover:border-indigo-400 dark:border-slate-800 dark:hover:border-indigo-500">
                      <p className="font-semibold text-slate-900 dark:text-white">{entry.name}</p>
                      <p className={muted}>
                        {CLASS_ROLE_LABELS[entry.myRole]} · {entry.learnerCount} {entry.learnerCount === 1 ? 'learner' : 'learners'}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <JoinClassForm />
          {mine.data.canCreate && <CreateClassForm />}
        </>
      )}
    </div>
  );
}
