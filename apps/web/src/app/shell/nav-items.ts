import { BarChart3, BookOpen, Code2, LayoutDashboard, ListChecks, Settings, type LucideIcon } from 'lucide-react';
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
