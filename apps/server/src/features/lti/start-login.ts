import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ltiLaunchStates } from '../../db/schema-lti.ts';
import { launchErrors } from './launch-error.ts';
import { findPlatform } from './platforms.ts';

/** How long a login initiation waits for its launch. */
export const LAUNCH_STATE_SECONDS = 300;

export interface LoginInitiation {
  iss?: string | undefined;
  login_hint?: string | undefined;
  target_link_uri?: string | undefined;
  lti_message_hint?: string | undefined;
  lti_deployment_id?: string | undefined;
  client_id?: string | undefined;
}

export interface StartedLogin {
  /** The platform's authorization endpoint with the OIDC authentication request. */
  redirectUrl: string;
  state: string;
}

const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Third-party initiated login (IMS Security Framework 5.1.1): the platform names
 * itself and the user; we answer with an OIDC authentication request to its
 * authorization endpoint. The state goes to the browser's cookie and the database;
 * the nonce stays in the database, each used once.
 */
export async function startLogin(db: Database, params: LoginInitiation, redirectUri: string): Promise<StartedLogin> {
  if (!params.iss) throw launchErrors.missingField('the issuer (iss)');
  if (!params.login_hint) throw launchErrors.missingField('login_hint');
  const found = await findPlatform(db, params.iss, params.client_id);
  if (found.length === 0) throw launchErrors.unknownPlatform();
  if (found.length > 1) throw launchErrors.ambiguousPlatform();
  const platform = found[0]!;
  if (params.lti_deployment_id && !platform.deploymentIds.includes(params.lti_deployment_id)) throw launchErrors.unknownDeployment();

  const state = randomToken();
  const nonce = randomToken();
  await db.delete(ltiLaunchStates).where(lt(ltiLaunchStates.expiresAt, new Date()));
  await db.insert(ltiLaunchStates).values({ state, nonce, platformId: platform.id, expiresAt: new Date(Date.now() + LAUNCH_STATE_SECONDS * 1000) });

  const url = new URL(platform.authLoginUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: redirectUri,
    login_hint: params.login_hint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { redirectUrl: url.toString(), state };
}
