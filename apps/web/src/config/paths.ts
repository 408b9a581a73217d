/** Every route of the web app, defined once. */
export const paths = {
  home: '/',
  features: '/features',
  about: '/about',
  login: '/login',
  /** The login screen opened in sign-up mode. */
  signUp: '/login?mode=sign-up',
  githubCallback: '/auth/github/callback',
  app: {
    dashboard: '/app',
    problems: '/app/problems',
    solve: (problemId: string) => `/app/problems/${encodeURIComponent(problemId)}/solve`,
    solvePattern: '/app/problems/:problemId/solve',
    submissions: '/app/submissions',
    scoreboard: '/app/scoreboard',
    learn: '/app/learn',
    settings: '/app/settings',
  },
} as const;
