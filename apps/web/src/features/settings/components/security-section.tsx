import { useCallback, useState } from 'react';
import { Lock, ShieldCheck } from 'lucide-react';
import type { AuthMethod } from '@codepath/contract/enums';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { oauthPasswordMessage } from '@/features/settings/password-rules';
import { PasswordForm } from '@/features/settings/components/password-form';
import { SettingsSection } from '@/features/settings/components/settings-section';

type SecuritySectionProps = { isOAuthUser: boolean; authMethod: AuthMethod };

export function SecuritySection({ isOAuthUser, authMethod }: SecuritySectionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const closeDialog = useCallback(() => setIsConfirming(false), []);

  return (
    <SettingsSection icon={ShieldCheck} title="Security Settings" description="Keep your account secure.">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="flex items-center gap-3">
          <Lock className="size-5 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          <div>
            <p className="font-medium text-slate-900 dark:text-white">Change Password</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">Update the password you sign in with.</p>
          </div>
        </div>
        <Button variant="secondary" onClick={() => setIsConfirming(true)} disabled={isOAuthUser || isFormOpen}>
          Change Password
        </Button>
      </div>
      {isOAuthUser && (
        <Banner tone="error" className="mt-4">
          {oauthPasswordMessage(authMethod === 'github' ? 'GitHub' : 'Google')}
        </Banner>
      )}
      {isFormOpen && <PasswordForm onClose={() => setIsFormOpen(false)} />}
      {isConfirming && (
        <ConfirmDialog
          title="Security Confirmation"
          message="You are about to access the password change section... Are you sure you want to continue?"
          confirmLabel="Yes, Continue"
          onCancel={closeDialog}
          onConfirm={() => {
            setIsConfirming(false);
            setIsFormOpen(true);
          }}
        />
      )}
    </SettingsSection>
  );
}
