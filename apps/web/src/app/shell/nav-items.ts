import { BarChart3, BookOpen, Code2, GraduationCap, LayoutDashboard, ListChecks, Settings, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';
import { hasAnyRole } from '@codepath/contract/roles';
import { openAreas, useAccess, useMyClassesSummary, useVisibleContests } from '@/lib/access';
import { paths } from '@/config/paths';

export type NavItem = { label: string; to: string; icon: LucideIcon; isExactMatch?: boolean };

export const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard, icon: LayoutDashboard, isExactMatch: true },
  { label: 'Problems', to: paths.app.problems, icon: Code2 },
  { label: 'Submissions', to: paths.app.submissions, icon: ListChecks },
  { label: 'Scoreboard', to: paths.app.scoreboard, icon: BarChart3 },
  { label: 'Learn', to: paths.app.learn, icon: BookOpen },
  { label: 'Settings', to: paths.app.settings, icon: Settings },
];

/** The staff areas' entry, shown only to someone whose roles open one of them (learners never see it). */
const adminItem: NavItem = { label: 'Admin', to: paths.admin.root, icon: ShieldCheck };

/** Classes, shown to teachers and to anyone in a class (a learner in none never sees it). */
const classesItem: NavItem = { label: 'Classes', to: paths.classes.root, icon: GraduationCap };

/** Contests, shown once there is a contest the caller can see, and to organisers (a site without contests shows the spec's menu). */
const contestsItem: NavItem = { label: 'Contests', to: paths.app.contests, icon: Trophy };

/** The shell's entries: the spec's six, Classes and Contests where they concern the caller, and Admin for staff. */
export function useNavItems(): NavItem[] {
  const access = useAccess();
  const classes = useMyClassesSummary();
  const contests = useVisibleContests();
  const roles = access.data?.roles ?? [];
  const hasClasses = (classes.data?.classes.length ?? 0) > 0 || hasAnyRole(roles, ['teacher']);
  const hasContests = (contests.data?.contests.length ?? 0) > 0 || contests.data?.canOrganize === true;
  return [...navItems, ...(hasClasses ? [classesItem] : []), ...(hasContests ? [contestsItem] : []), ...(openAreas(roles).length > 0 ? [adminItem] : [])];
}
