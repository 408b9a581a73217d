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
    /** A course of the Learning Center, or one of its sections: every place in a course has its address. */
    learnCourse: (courseId: number) => `/app/learn/${courseId}`,
    learnSection: (courseId: number, sectionId: string) => `/app/learn/${courseId}/${encodeURIComponent(sectionId)}`,
    learnPattern: '/app/learn/:courseId?/:sectionId?',
    settings: '/app/settings',
    contests: '/app/contests',
    newContest: '/app/contests/new',
    contest: (id: string) => `/app/contests/${encodeURIComponent(id)}`,
    contestPattern: '/app/contests/:contestId',
  },
  /** Classes: a teacher's classes and assignments, a learner's classes and what is due. */
  classes: {
    root: '/app/classes',
    join: (code: string) => `/app/classes/join/${encodeURIComponent(code)}`,
    joinPattern: '/app/classes/join/:code',
    detail: (classId: string) => `/app/classes/${encodeURIComponent(classId)}`,
    detailPattern: '/app/classes/:classId',
    assignment: (classId: string, assignmentId: string) => `/app/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`,
    assignmentPattern: '/app/classes/:classId/assignments/:assignmentId',
    pair: (classId: string, assignmentId: string, reportId: string, index: number) =>
      `/app/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}/similarity/${encodeURIComponent(reportId)}/${index}`,
    pairPattern: '/app/classes/:classId/assignments/:assignmentId/similarity/:reportId/:pairIndex',
  },
  /** The staff areas (roles beyond learner; the server checks each call). */
  admin: {
    root: '/app/admin',
    judge: '/app/admin/judge',
    problems: '/app/admin/problems',
    problem: (slug: string) => `/app/admin/problems/${encodeURIComponent(slug)}`,
    problemPattern: '/app/admin/problems/:slug',
    rejudges: '/app/admin/rejudges',
    rejudge: (id: string) => `/app/admin/rejudges/${encodeURIComponent(id)}`,
    rejudgePattern: '/app/admin/rejudges/:id',
    users: '/app/admin/users',
    user: (id: string) => `/app/admin/users/${encodeURIComponent(id)}`,
    userPattern: '/app/admin/users/:id',
    audit: '/app/admin/audit',
    lti: '/app/admin/lti',
  },
  /** Where an LTI launch from an LMS hands its session to the web app (the one-time code is in the fragment). */
  ltiContinue: '/app/lti/continue',
} as const;
