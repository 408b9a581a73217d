import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LoadingText } from '@/components/ui/loading-text';
import LandingPage from '@/features/marketing/landing-page';
import { RouteGuard } from '@/app/route-guard';
import { paths } from '@/config/paths';

type PageModule = { default: React.ComponentType };

/** Every page but the landing page is its own chunk, so the first visit loads little script. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingText,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: LandingPage },
          { path: paths.features, lazy: page(() => import('@/features/marketing/features-page')) },
          { path: paths.about, lazy: page(() => import('@/features/marketing/about-page')) },
          { path: '*', lazy: page(() => import('@/app/not-found-page')) },
        ],
      },
      { path: paths.login, lazy: page(() => import('@/features/auth/login-page')) },
      { path: paths.githubCallback, lazy: page(() => import('@/features/auth/github-callback-page')) },
      { path: paths.ltiContinue, lazy: page(() => import('@/features/lti/continue-page')) },
      {
        path: paths.app.dashboard,
        Component: RouteGuard,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/shell/app-layout')).AppLayout }),
            children: [
              { index: true, lazy: page(() => import('@/features/dashboard/dashboard-page')) },
              { path: paths.app.problems, lazy: page(() => import('@/features/problems/problems-page')) },
              { path: paths.app.solvePattern, lazy: page(() => import('@/features/solve/solve-page')) },
              { path: paths.app.submissions, lazy: page(() => import('@/features/submissions/submissions-page')) },
              { path: paths.app.scoreboard, lazy: page(() => import('@/features/scoreboard/scoreboard-page')) },
              { path: paths.app.learnPattern, lazy: page(() => import('@/features/learn/learn-page')) },
              { path: paths.app.settings, lazy: page(() => import('@/features/settings/settings-page')) },
              { path: paths.classes.root, lazy: page(() => import('@/features/classes/classes-page')) },
              { path: paths.classes.joinPattern, lazy: page(() => import('@/features/classes/join-page')) },
              { path: paths.classes.detailPattern, lazy: page(() => import('@/features/classes/class-page')) },
              { path: paths.classes.assignmentPattern, lazy: page(() => import('@/features/classes/assignment-page')) },
              { path: paths.classes.pairPattern, lazy: page(() => import('@/features/classes/similarity-pair-page')) },
              { path: paths.app.contests, lazy: page(() => import('@/features/contests/contests-page')) },
              { path: paths.app.newContest, lazy: page(() => import('@/features/contests/new-contest-page')) },
              { path: paths.app.contestPattern, lazy: page(() => import('@/features/contests/contest-page')) },
              {
                path: paths.admin.root,
                lazy: async () => ({ Component: (await import('@/features/admin/components/admin-layout')).AdminLayout }),
                children: [
                  { index: true, lazy: page(() => import('@/features/admin/admin-index-page')) },
                  { path: paths.admin.judge, lazy: page(() => import('@/features/admin/judge-page')) },
                  { path: paths.admin.problems, lazy: page(() => import('@/features/admin/problems-page')) },
                  { path: paths.admin.problemPattern, lazy: page(() => import('@/features/admin/problem-page')) },
                  { path: paths.admin.rejudges, lazy: page(() => import('@/features/admin/rejudges-page')) },
                  { path: paths.admin.rejudgePattern, lazy: page(() => import('@/features/admin/rejudge-page')) },
                  { path: paths.admin.users, lazy: page(() => import('@/features/admin/users-page')) },
                  { path: paths.admin.userPattern, lazy: page(() => import('@/features/admin/user-page')) },
                  { path: paths.admin.audit, lazy: page(() => import('@/features/admin/audit-page')) },
                  { path: paths.admin.lti, lazy: page(() => import('@/features/admin/lti-page')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
