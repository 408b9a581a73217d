import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CLASS_ROLE_LABELS, type ClassDetail } from '@codepath/contract/classes';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { inputClasses } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAddStaff, useClass, useLeaveClass, useNewJoinCode, useSyncLmsRoster } from './api/classes';
import { AssignmentForm } from './components/assignment-form';
import { bodyCell, formatWhen, headCell, muted, Panel } from './components/class-ui';
import { DueList } from './components/due-list';

function Invite({ detail }: { detail: ClassDetail }) {
  const newCode = useNewJoinCode(detail.id);
  const link = `${window.location.origin}${paths.classes.join(detail.joinCode ?? '')}`;
  return (
    <Panel title="Invite learners" actions={detail.myRole === 'teacher' && <Button variant="secondary" size="sm" onClick={() => newCode.mutate(undefined)}>New code</Button>}>
      <p className={muted}>Learners join with this code on their Classes page, or by opening the link.</p>
      <p className="mt-3 font-mono text-2xl font-bold tracking-widest text-slate-900 dark:text-white" data-testid="join-code">{detail.joinCode}</p>
      <input readOnly aria-label="Invitation link" value={link} onFocus={(event) => event.target.select()} className={`${inputClasses} mt-3 h-9 font-mono text-xs`} />
    </Panel>
  );
}

function AddStaff({ classId }: { classId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'teacher' | 'assistant'>('assistant');
  const add = useAddStaff(classId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row">
      <input type="email" required aria-label="E-mail of a teacher or assistant" placeholder="colleague@school.org" value={email} onChange={(event) => setEmail(event.target.value)} className={`${inputClasses} h-9 sm:flex-1`} />
      <select aria-label="Role" value={role} onChange={(event) => setRole(event.target.value as 'teacher' | 'assistant')} className={`${inputClasses} h-9 sm:w-36`}>
        <option value="assistant">Assistant</option>
        <option value="teacher">Teacher</option>
      </select>
      <Button type="submit" size="sm" className="h-9" disabled={add.isPending}>Add</Button>
      {add.isError && <Banner tone="error">{errorMessage(add.error, 'Failed to add them')}</Banner>}
    </form>
  );
}

/** For a class linked to an LMS course: its members brought in from the LMS. */
function LmsRoster({ classId }: { classId: string }) {
  const sync = useSyncLmsRoster(classId);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" disabled={sync.isPending} onClick={() => sync.mutate(undefined)}>Sync roster from the LMS</Button>
      {sync.isSuccess && (
        <span role="status" className={muted}>
          {sync.data.members} members in the LMS course: {sync.data.joined} joined, {sync.data.accountsCreated} new accounts.
        </span>
      )}
      {sync.isError && <Banner tone="error">{errorMessage(sync.error, 'Failed to sync the roster')}</Banner>}
    </div>
  );
}

function Members({ detail }: { detail: ClassDetail }) {
  const isStaff = detail.myRole !== 'learner';
  if (!isStaff) {
    return (
      <Panel title="Teachers">
        <ul className="space-y-1">
          {detail.members.map((member) => (
            <li key={member.userId} className="text-sm text-slate-700 dark:text-slate-300">
              {member.name} · {CLASS_ROLE_LABELS[member.role]}
            </li>
          ))}
        </ul>
      </Panel>
    );
  }
  return (
    <Panel title={isStaff ? `People (${detail.learnerCount} learners)` : 'Teachers'}>
      <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
        <table className="w-full min-w-[28rem] border-collapse whitespace-nowrap">
          <thead>
            <tr>{(isStaff ? ['Name', 'E-mail', 'Role', 'Student ID', 'Joined'] : ['Name', 'Role']).map((title) => <th key={title} className={headCell}>{title}</th>)}</tr>
          </thead>
          <tbody>
            {detail.members.map((member) => (
              <tr key={member.userId}>
                <td className={bodyCell}>{member.name}</td>
                {isStaff && <td className={bodyCell}>{member.email}</td>}
                <td className={bodyCell}>{CLASS_ROLE_LABELS[member.role]}</td>
                {isStaff && <td className={bodyCell}>{member.studentId ?? '—'}</td>}
                {isStaff && <td className={bodyCell}>{formatWhen(member.joinedAt)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {detail.myRole === 'teacher' && <AddStaff classId={detail.id} />}
      {detail.myRole === 'teacher' && <LmsRoster classId={detail.id} />}
    </Panel>
  );
}

function Assignments({ detail }: { detail: ClassDetail }) {
  if (detail.myRole === 'learner') return <Panel title="Assignments">{detail.assignments.length === 0 ? <p className={muted}>No assignment yet.</p> : <DueList assignments={detail.assignments} />}</Panel>;
  return (
    <Panel title="Assignments">
      {detail.assignments.length === 0 ? (
        <p className={muted}>No assignment yet. Set one below.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {detail.assignments.map((assignment) => (
            <li key={assignment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <Link to={paths.classes.assignment(detail.id, assignment.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">{assignment.title}</Link>
              <span className={muted}>{assignment.problems.length} problems · due {formatWhen(assignment.dueAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /app/classes/:classId: a class as its teachers and assistants run it, or as a learner follows it. */
export default function ClassPage() {
  const { classId = '' } = useParams();
  const detail = useClass(classId);
  const leave = useLeaveClass(classId);
  const navigate = useNavigate();
  useDocumentTitle(detail.data?.name ?? 'Class');
  if (detail.isPending) return <LoadingText />;
  if (detail.isError) return <Banner tone="error">{errorMessage(detail.error, 'Failed to load the class')}</Banner>;
  const data = detail.data;
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading
        title={data.name}
        subtitle={`You are a ${CLASS_ROLE_LABELS[data.myRole].toLowerCase()} in this class`}
        actions={
          data.myRole === 'learner' && (
            <Button variant="secondary" onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.classes.root) })}>Leave class</Button>
          )
        }
      />
      {leave.isError && <Banner tone="error">{errorMessage(leave.error, 'Failed to leave the class')}</Banner>}
      <div className="grid gap-4 lg:grid-cols-2 sm:gap-6">
        <Assignments detail={data} />
        {data.myRole !== 'learner' && <Invite detail={data} />}
      </div>
      {data.myRole === 'teacher' && <AssignmentForm classId={data.id} />}
      <Members detail={data} />
    </div>
  );
}
