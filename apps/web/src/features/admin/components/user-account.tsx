import { useState } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, StaffRole } from '@codepath/contract/roles';
import type { AdminUserSummary } from '@codepath/contract/admin-users';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RelativeTime } from '@/components/ui/relative-time';
import { errorMessage } from '@/lib/error-message';
import { useChangeUser } from '../api/users';
import { Badge, Section } from './admin-ui';

/** An account's facts, its roles and whether it may sign in. */
export function UserAccount({ user }: { user: AdminUserSummary }) {
  const change = useChangeUser(user.id);
  const stored = user.roles.filter((role): role is StaffRole => role !== 'learner');
  const [roles, setRoles] = useState<StaffRole[]>(stored);
  const [isConfirmingDisable, setIsConfirmingDisable] = useState(false);
  const isChanged = JSON.stringify([...roles].sort()) !== JSON.stringify([...stored].sort());

  return (
    <Section title={user.name} actions={user.isDisabled ? <Badge tone="red">disabled</Badge> : <Badge tone="green">active</Badge>}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {[
          ['E-mail', user.email],
          ['Signs in with', user.authMethod],
          ['Solved', String(user.solved)],
          ['Submissions', String(user.submissions)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Joined</dt>
          <dd className="font-medium text-slate-900 dark:text-white"><RelativeTime iso={user.createdAt} /></dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">Last sign-in</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{user.lastLoginAt ? <RelativeTime iso={user.lastLoginAt} /> : 'never'}</dd>
        </div>
      </dl>

      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Roles (everyone is a learner)</legend>
        <div className="space-y-2">
          {StaffRole.options.map((role) => (
            <label key={role} className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-indigo-600"
                checked={roles.includes(role) || (role === 'admin' && user.isConfiguredAdmin)}
                disabled={role === 'admin' && user.isConfiguredAdmin}
                onChange={(event) => setRoles(event.target.checked ? [...roles, role] : roles.filter((entry) => entry !== role))}
              />
              <span>
                <span className="font-medium">{ROLE_LABELS[role]}</span>: {ROLE_DESCRIPTIONS[role]}
                {role === 'admin' && user.isConfiguredAdmin && <span className="text-slate-500"> (given by ADMIN_EMAILS)</span>}
              </span>
            </label>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={!isChanged || change.isPending} onClick={() => change.mutate({ type: 'roles', roles })}>
            Save roles
          </Button>
          {user.isDisabled ? (
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ type: 'enable' })}>
              Enable the account
            </Button>
          ) : (
            <Button size="sm" variant="danger" disabled={change.isPending} onClick={() => setIsConfirmingDisable(true)}>
              Disable the account
            </Button>
          )}
        </div>
      </fieldset>
      {change.isError && <Banner tone="error" className="mt-3">{errorMessage(change.error, 'The change failed')}</Banner>}
      {isConfirmingDisable && (
        <ConfirmDialog
          title="Disable this account?"
          message="It is signed out at once on every server and cannot sign in until you enable it again. Its submissions and scores stay."
          confirmLabel="Disable"
          onCancel={() => setIsConfirmingDisable(false)}
          onConfirm={() => {
            setIsConfirmingDisable(false);
            change.mutate({ type: 'disable' });
          }}
        />
      )}
    </Section>
  );
}
