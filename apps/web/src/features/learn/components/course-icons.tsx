import {
  Calculator,
  Code,
  Dumbbell,
  Keyboard,
  Lightbulb,
  List,
  Repeat,
  Split,
  SquareFunction,
  Terminal,
  Type,
  Variable,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { CourseIconName } from '@/features/learn/courses';

const icons: Record<CourseIconName, LucideIcon> = {
  lightbulb: Lightbulb,
  zap: Zap,
  code: Code,
  terminal: Terminal,
  variable: Variable,
  keyboard: Keyboard,
  split: Split,
  repeat: Repeat,
  function: SquareFunction,
  list: List,
  type: Type,
  calculator: Calculator,
  dumbbell: Dumbbell,
};

export function CourseIcon({ name, className }: { name: CourseIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
