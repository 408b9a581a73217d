import { Navigate } from 'react-router';
import { LoadingText } from '@/components/ui/loading-text';
import { openAreas, useAccess } from '@/lib/access';
import { AREA_LINKS } from './components/admin-layout';

/** /app/admin: the first area the roles open (the judge for admins, problems for authors). */
export default function AdminIndexPage() {
  const access = useAccess();
  const [first] = access.data ? openAreas(access.data.roles) : [];
  if (!first) return <LoadingText />;
  return <Navigate to={AREA_LINKS[first].to} replace />;
}
