import { GithubMark, GoogleMark } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { useAuthProviders } from '@/features/auth/api/get-auth-providers';

const REASON_ID = 'oauth-providers-reason';

/**
 * Google and GitHub sign-in. Until a server configures them, both buttons stay
 * disabled and say why; while the answer is on its way they are disabled too.
 */
export function ProviderButtons() {
  const providers = useAuthProviders();
  const isGoogleEnabled = providers.data?.google.enabled ?? false;
  const isGithubEnabled = providers.data?.github.enabled ?? false;
  const unconfigured = [!isGoogleEnabled && 'Google', !isGithubEnabled && 'GitHub'].filter(Boolean);
  const showsReason = providers.isSuccess && unconfigured.length > 0;

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" disabled={!isGoogleEnabled} aria-describedby={showsReason && !isGoogleEnabled ? REASON_ID : undefined}>
          <GoogleMark />
          Continue with Google
        </Button>
        <Button variant="secondary" disabled={!isGithubEnabled} aria-describedby={showsReason && !isGithubEnabled ? REASON_ID : undefined}>
          <GithubMark />
          Continue with GitHub
        </Button>
      </div>
      {showsReason && (
        <p id={REASON_ID} className="text-center text-xs text-slate-500 dark:text-slate-400">
          {unconfigured.join(' and ')} sign-in {unconfigured.length > 1 ? 'are' : 'is'} not configured on this server.
        </p>
      )}
    </div>
  );
}
