import { useState } from 'react';
import { GoogleLogin, GoogleOAuthProvider, type CredentialResponse } from '@react-oauth/google';
import { GoogleMark } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { useCompleteSignIn } from '@/features/auth/use-complete-sign-in';
import { useSignInWithGoogle } from '@/features/auth/api/sign-in-with-google';
import { describeAuthFailure, type AuthFailure } from '@/features/auth/describe-auth-failure';

export const GOOGLE_BUTTON_ERROR = 'Google authentication failed';
export const GOOGLE_NO_CREDENTIAL = 'Failed to authenticate with Google';
export const GOOGLE_SCRIPT_FAILED = "Google's sign-in could not be loaded. Check your connection or use another sign-in method.";

interface GoogleButtonProps {
  clientId: string;
  onFailure(failure: AuthFailure): void;
}

/**
 * Google Identity Services' own button ("Continue with Google"). It hands us a signed
 * ID token, which goes to the server as it is: nothing Google shows the browser is trusted.
 */
export function GoogleButton({ clientId, onFailure }: GoogleButtonProps) {
  const completeSignIn = useCompleteSignIn();
  const signInWithGoogle = useSignInWithGoogle();
  const [hasScriptFailed, setHasScriptFailed] = useState(false);

  async function exchange({ credential }: CredentialResponse) {
    if (!credential) return onFailure({ kind: 'error', message: GOOGLE_NO_CREDENTIAL });
    try {
      completeSignIn(await signInWithGoogle.mutateAsync(credential));
    } catch (error) {
      const failure = describeAuthFailure(error);
      onFailure(failure.kind === 'error' && failure.message === 'Authentication failed' ? { kind: 'error', message: GOOGLE_NO_CREDENTIAL } : failure);
    }
  }

  if (hasScriptFailed) {
    return (
      <div className="space-y-1 text-center">
        <Button variant="secondary" disabled className="w-full" aria-describedby="google-script-failed">
          <GoogleMark />
          Continue with Google
        </Button>
        <p id="google-script-failed" className="text-xs text-slate-500 dark:text-slate-400">
          {GOOGLE_SCRIPT_FAILED}
        </p>
      </div>
    );
  }

  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setHasScriptFailed(true)}>
      <div className="flex justify-center" aria-busy={signInWithGoogle.isPending}>
        <GoogleLogin
          onSuccess={(response) => void exchange(response)}
          onError={() => onFailure({ kind: 'error', message: GOOGLE_BUTTON_ERROR })}
          text="continue_with"
          shape="rectangular"
          width="280"
        />
      </div>
    </GoogleOAuthProvider>
  );
}
