import { useState, type FormEvent } from 'react';
import { PASSWORD_CHANGE_LOGOUT_DELAY_MS } from '@codepath/contract/constants';
import { logout } from '@/lib/logout';
import { paths } from '@/config/paths';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useChangePassword } from '@/features/settings/api/change-password';
import { describePasswordChangeFailure } from '@/features/settings/describe-settings-failure';
import { emptyPasswordFields, validatePasswordChange, type PasswordFields } from '@/features/settings/password-rules';

type Message = { tone: 'error' | 'success'; text: string };

export function PasswordForm({ onClose }: { onClose: () => void }) {
  const [fields, setFields] = useState<PasswordFields>(emptyPasswordFields);
  const [message, setMessage] = useState<Message | null>(null);
  const [isDone, setIsDone] = useState(false);
  const change = useChangePassword();

  const update = (name: keyof PasswordFields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending || isDone) return;
    const invalid = validatePasswordChange(fields);
    if (invalid) {
      setMessage({ tone: 'error', text: invalid });
      return;
    }
    setMessage(null);
    try {
      await change.mutateAsync({ currentPassword: fields.currentPassword, newPassword: fields.newPassword });
      setIsDone(true);
      setFields(emptyPasswordFields);
      setMessage({ tone: 'success', text: 'Password updated successfully. Please log in again with your new password.' });
      setTimeout(() => void logout(paths.login), PASSWORD_CHANGE_LOGOUT_DELAY_MS);
    } catch (error) {
      setMessage({ tone: 'error', text: describePasswordChangeFailure(error) });
    }
  }

  return (
    <form onSubmit={submit} className="mt-6 space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800" noValidate>
      {message && <Banner tone={message.tone}>{message.text}</Banner>}
      <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" value={fields.currentPassword} onChange={update('currentPassword')} />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        value={fields.newPassword}
        onChange={update('newPassword')}
        hint="Password must be at least 8 characters and contain uppercase, lowercase, numbers and special characters."
      />
      <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" value={fields.confirmPassword} onChange={update('confirmPassword')} />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" disabled={change.isPending || isDone}>
          {change.isPending ? 'Updating Password...' : 'Update Password'}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
