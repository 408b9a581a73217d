import { GithubMark, GoogleMark } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { useAuthProviders } from '@/features/auth/api/get-auth-providers';
import { GithubButton } from '@/features/auth/components/github-button';
import { GoogleButton } from '@/features/auth/components/google-button';
import type { AuthFailure } from '@/features/auth/describe-auth-failure';

const REASON_ID = 'oauth-providers-reason';

/**
 * Google and GitHub sign-in. A provider the server has not configured keeps a
 * disabled button that says why; while the answer is on its way both are disabled.
 */
export function ProviderButtons({ onFailure }: { onFailure(failure: AuthFailure): void }) {
  const providers = useAuthProviders();
  const googleClientId = providers.data?.google.enabled ? providers.data.google.clientId : null;
  const githubClientId = providers.data?.github.enabled ? providers.data.github.clientId : null;
  const unconfigured = [!googleClientId && 'Google', !githubClientId && 'GitHub'].filter(Boolean);
  const showsReason = providers.isSuccess && unconfigured.length > 0;
  const reasonFor = (clientId: string | null) => (showsReason && !clientId ? REASON_ID : undefined);

  return (
    <div className="space-y-3">
      <div className="grid items-center gap-3 sm:grid-cols-2">
        {googleClientId ? (
          <GoogleButton clientId={googleClientId} onFailure={onFailure} />
        ) : (
          <Button variant="secondary" disabled aria-describedby={reasonFor(googleClientId)}>
            <GoogleMark />
            Continue with Google
          </Button>
        )}
        {githubClientId ? (
          <GithubButton clientId={githubClientId} authorizeUrl={providers.data?.github.authorizeUrl} onFailure={onFailure} />
        ) : (
          <Button variant="secondary" disabled aria-describedby={reasonFor(githubClientId)}>
            <GithubMark />
            Continue with GitHub
          </Button>
        )}
      </div>
      {showsReason && (
        <p id={REASON_ID} className="text-center text-xs text-slate-500 dark:text-slate-400">
          {unconfigured.join(' and ')} sign-in {unconfigured.length > 1 ? 'are' : 'is'} not configured on this server.
        </p>
      )}
    </div>
  );
}
