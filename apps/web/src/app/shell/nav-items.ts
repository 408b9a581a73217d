import { BarChart3, BookOpen, Code2, LayoutDashboard, ListChecks, Settings, ShieldCheck, Trophy, type LucideIcon } from 'lucide-react';
import { openAreas, useAccess } from '@/lib/access';
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

/** Contests (beyond the spec's six): everyone may take part. */
const contestsItem: NavItem = { label: 'Contests', to: paths.app.contests, icon: Trophy };

/** The staff areas' entry, shown only to someone whose roles open one of them (learners never see it). */
const adminItem: NavItem = { label: 'Admin', to: paths.admin.root, icon: ShieldCheck };

/** The shell's entries: the spec's six, Contests, and Admin for staff. */
export function useNavItems(): NavItem[] {
  const access = useAccess();
  return access.data && openAreas(access.data.roles).length > 0 ? [...navItems, contestsItem, adminItem] : [...navItems, contestsItem];
}
