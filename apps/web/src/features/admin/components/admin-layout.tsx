import { NavLink, Outlet } from 'react-router';
import clsx from 'clsx';
import type { StaffArea } from '@codepath/contract/roles';
import { focusRing } from '@/components/ui/button';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { openAreas, useAccess } from '@/lib/access';
import { errorMessage } from '@/lib/error-message';

export const AREA_LINKS: Record<StaffArea, { label: string; to: string }> = {
  judge: { label: 'Judge', to: paths.admin.judge },
  problems: { label: 'Problems', to: paths.admin.problems },
  rejudges: { label: 'Rejudges', to: paths.admin.rejudges },
  users: { label: 'Users', to: paths.admin.users },
  audit: { label: 'Audit log', to: paths.admin.audit },
  lti: { label: 'LMS (LTI)', to: paths.admin.lti },
};

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    focusRing,
    isActive ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );

/** The admin area's frame: its heading and one tab per area the signed-in roles open. */
export function AdminLayout() {
  const access = useAccess();
  if (access.isPending) return <LoadingText />;
  if (access.isError) return <Banner tone="error">{errorMessage(access.error, 'Failed to load your access')}</Banner>;
  const areas = openAreas(access.data.roles);
  if (areas.length === 0) {
    return (
      <Banner tone="warning" title="No access">
        The admin area is for authors and administrators.
      </Banner>
    );
  }
  return (
    <div>
      <PageHeading title="Administration" subtitle="Problems, rejudges, users and the judge" />
      <nav aria-label="Admin areas" className="-mt-4 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 pb-3 dark:border-slate-800">
        {areas.map((area) => (
          <NavLink key={area} to={AREA_LINKS[area].to} className={tabClasses}>
            {AREA_LINKS[area].label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
