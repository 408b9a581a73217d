import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

type SettingsSectionProps = { icon: LucideIcon; title: string; description: string; children: ReactNode };

export function SettingsSection({ icon: Icon, title, description, children }: SettingsSectionProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Card className="p-6" role="region" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </Card>
  );
}
