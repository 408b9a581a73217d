import { GithubMark } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { startGithubAuthorization } from '@/features/auth/github-authorization';
import { NEXT_PARAM, rememberNextForRedirect, safeNextPath } from '@/lib/sign-in-return';
import type { AuthFailure } from '@/features/auth/describe-auth-failure';

export const GITHUB_START_FAILURE = 'Failed to initialize GitHub login';

interface GithubButtonProps {
  clientId: string;
  /** GitHub's authorization page as the server names it; github.com when absent. */
  authorizeUrl?: string;
  onFailure(failure: AuthFailure): void;
  /** Leaves for GitHub; replaced in tests. */
  goTo?: (url: string) => void;
}

/** Starts GitHub's authorization-code flow; the callback page finishes it. */
export function GithubButton({ clientId, authorizeUrl, onFailure, goTo = (url) => window.location.assign(url) }: GithubButtonProps) {
  function start() {
    try {
      // GitHub returns to its callback address: the page asked for waits in this tab meanwhile.
      rememberNextForRedirect(safeNextPath(new URLSearchParams(window.location.search).get(NEXT_PARAM)));
      goTo(startGithubAuthorization(clientId, authorizeUrl));
    } catch (error) {
      console.warn('GitHub sign-in could not start', error);
      onFailure({ kind: 'error', message: GITHUB_START_FAILURE });
    }
  }

  return (
    <Button variant="secondary" onClick={start}>
      <GithubMark />
      Continue with GitHub
    </Button>
  );
}
