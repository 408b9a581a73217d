import { KeyRound, Mail } from 'lucide-react';
import { GithubMark, GoogleMark } from '@/components/ui/brand-icons';
import type { AuthMethod } from '@codepath/contract/enums';
import { SettingsSection } from '@/features/settings/components/settings-section';

const methods: Record<AuthMethod, { label: string; description: string; icon: React.ComponentType<{ className?: string }> }> = {
  email: { label: 'Email & Password', description: 'You sign in with your email address and a password.', icon: Mail },
  google: { label: 'Google', description: 'You sign in with your Google account.', icon: GoogleMark },
  github: { label: 'GitHub', description: 'You sign in with your GitHub account.', icon: GithubMark },
};

export function AuthMethodSection({ authMethod }: { authMethod: AuthMethod }) {
  const { label, description, icon: Icon } = methods[authMethod];
  return (
    <SettingsSection icon={KeyRound} title="Authentication Method" description="How you sign in to your account.">
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
        <Icon className="size-5 text-slate-500 dark:text-slate-400" />
        <div>
          <p className="font-medium text-slate-900 dark:text-white">{label}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
    </SettingsSection>
  );
}
