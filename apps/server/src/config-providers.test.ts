import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('sign-in providers and AI hints in the configuration', () => {
  it('leaves Google, GitHub and AI off when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ google: null, github: null, ai: null, hintRateLimit: 30 });
  });

  it("turns Google on with its client id and Google's published keys by default", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  });

  it('turns GitHub on with id and secret, at github.com unless told otherwise', () => {
    expect(loadConfig({ GITHUB_CLIENT_ID: 'Iv1.x', GITHUB_CLIENT_SECRET: 's' }).github).toEqual({
      clientId: 'Iv1.x',
      clientSecret: 's',
      baseUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
    });
    expect(loadConfig({ GITHUB_CLIENT_ID: 'Iv1.x', GITHUB_CLIENT_SECRET: 's', GITHUB_BASE_URL: 'http://127.0.0.1:9000/', GITHUB_API_URL: 'http://127.0.0.1:9000' }).github).toMatchObject({
      baseUrl: 'http://127.0.0.1:9000',
      apiUrl: 'http://127.0.0.1:9000',
    });
  });

  it('refuses a GitHub client id without its secret, and URLs that are not http(s), all at once', () => {
    let error: unknown;
    try {
      loadConfig({ GITHUB_CLIENT_ID: 'Iv1.x', GOOGLE_JWKS_URL: 'ftp://keys', AI_BASE_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['AI_BASE_URL', 'GITHUB_CLIENT_SECRET', 'GOOGLE_JWKS_URL']);
  });

  it('turns AI hints on with a key (OpenAI by default) or with a keyless local endpoint', () => {
    expect(loadConfig({ AI_API_KEY: 'sk-1' }).ai).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-1', model: 'gpt-3.5-turbo', timeoutMs: 15_000 });
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_TIMEOUT_MS: '5000' }).ai).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      timeoutMs: 5000,
    });
  });
});
