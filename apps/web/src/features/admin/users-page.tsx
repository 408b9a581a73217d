import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS, StaffRole } from '@codepath/contract/roles';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/loading-text';
import { RelativeTime } from '@/components/ui/relative-time';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsers } from './api/users';
import { Badge, cellClasses, EmptyLine, headCellClasses, ScrollTable, Section, compactFieldClasses } from './components/admin-ui';

/** /app/admin/users: accounts by e-mail, searched by e-mail or name, filtered by role. */
export default function UsersPage() {
  useDocumentTitle('Users · Admin');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [cursors, setCursors] = useState<string[]>([]);
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers({ ...(deferredSearch ? { search: deferredSearch } : {}), ...(role ? { role } : {}), ...(cursors.length > 0 ? { cursor: cursors.at(-1) } : {}) });

  return (
    <Section
      title="Users"
      actions={
        <div className="flex flex-wrap gap-2">
          <input type="search" aria-label="Search users" placeholder="E-mail or name..." value={search} onChange={(event) => { setSearch(event.target.value); setCursors([]); }} className={compactFieldClasses('w-full sm:w-60')} />
          <select aria-label="Role" value={role} onChange={(event) => { setRole(event.target.value as StaffRole | ''); setCursors([]); }} className={compactFieldClasses('w-auto')}>
            <option value="">Everyone</option>
            {StaffRole.options.map((entry) => (
              <option key={entry} value={entry}>{ROLE_LABELS[entry]}s</option>
            ))}
          </select>
        </div>
      }
    >
      {users.isPending ? (
        <LoadingText />
      ) : users.isError ? (
        <Banner tone="error">{errorMessage(users.error, 'Failed to load users')}</Banner>
      ) : users.data.users.length === 0 ? (
        <EmptyLine>No account matches.</EmptyLine>
      ) : (
        <>
          <ScrollTable label="Users">
            <thead>
              <tr>
                {['Account', 'Roles', 'Solved', 'Submissions', 'Last sign-in'].map((title) => (
                  <th key={title} className={headCellClasses}>{title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user.id}>
                  <td className={cellClasses}>
                    <Link to={paths.admin.user(user.id)} className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                      {user.name}
                    </Link>{' '}
                    {user.isDisabled && <Badge tone="red">disabled</Badge>}
                    <p className="text-xs text-slate-500 dark:text-slate-400">{user.email} · {user.authMethod}</p>
                  </td>
                  <td className={cellClasses}>
                    <span className="flex flex-wrap gap-1">
                      {user.roles.filter((entry) => entry !== 'learner').map((entry) => (
                        <Badge key={entry} tone="indigo">{ROLE_LABELS[entry]}</Badge>
                      ))}
                      {user.roles.length === 1 && <span className="text-slate-400">learner</span>}
                    </span>
                  </td>
                  <td className={cellClasses}>{user.solved}</td>
                  <td className={cellClasses}>{user.submissions}</td>
                  <td className={cellClasses}>{user.lastLoginAt ? <RelativeTime iso={user.lastLoginAt} /> : 'never'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" size="sm" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>Previous</Button>
            <Button variant="secondary" size="sm" disabled={!users.data.nextCursor} onClick={() => users.data.nextCursor && setCursors([...cursors, users.data.nextCursor])}>Next</Button>
          </div>
        </>
      )}
    </Section>
  );
}
