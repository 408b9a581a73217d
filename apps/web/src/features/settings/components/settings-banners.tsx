import type { ProfileAnswer } from '@codepath/contract/auth';
import { PROFILE_UPDATE_LIMIT } from '@codepath/contract/constants';
import { ChevronDown, Info } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { remainingProfileUpdates, showsRemainingUpdatesBanner } from '@/features/settings/profile-rules';

function OAuthAccountInfo({ providerName }: { providerName: string }) {
  return (
    <details className="group rounded-xl border border-sky-300 bg-sky-50 text-sm text-sky-900 dark:border-sky-500/40 dark:bg-sky-500/10 dark:text-sky-100">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-4 py-3 font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none">
        <Info className="size-5 shrink-0" aria-hidden="true" />
        {providerName} account information
        <ChevronDown className="ml-auto size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="list-disc space-y-1 px-4 pb-4 pl-12">
        <li>You signed in with {providerName}, so your email address is managed by {providerName}.</li>
        <li>Your password is managed by {providerName} and cannot be changed here.</li>
        <li>You can still change your first and last name.</li>
      </ul>
    </details>
  );
}

export function SettingsBanners({ profile }: { profile: ProfileAnswer }) {
  const { isFirstLogin, isOAuthUser, authMethod } = profile.user;
  const remaining = remainingProfileUpdates(profile.profileUpdates.count);
  return (
    <div className="space-y-3 empty:hidden">
      {isFirstLogin && (
        <Banner tone="info" title="Welcome to CodePath!">
          Take a moment to check your profile. Your first update does not count against the limit of {PROFILE_UPDATE_LIMIT}.
        </Banner>
      )}
      {showsRemainingUpdatesBanner(remaining, isFirstLogin) && (
        <Banner tone="warning" title="Profile updates are limited">
          You have {remaining} of {PROFILE_UPDATE_LIMIT} profile updates remaining.
        </Banner>
      )}
      {isOAuthUser && <OAuthAccountInfo providerName={authMethod === 'github' ? 'GitHub' : 'Google'} />}
    </div>
  );
}
