import { useAuth } from '@/lib/auth-store';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Welcome back, {user?.firstname} {user?.lastname}!
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Here is where your practice stands today.</p>
    </header>
  );
}
