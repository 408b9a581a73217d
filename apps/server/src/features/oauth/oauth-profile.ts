/** The identity a provider vouched for; every field comes from the provider, never from the browser. */
export interface OAuthProfile {
  provider: 'google' | 'github';
  /** The provider's stable account id (Google `sub`, GitHub user id). */
  subject: string;
  email: string;
  firstname: string;
  lastname: string;
  picture: string | null;
}
