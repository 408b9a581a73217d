import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { languageList } from '@codepath/contract/languages';
import { paths } from '@/config/paths';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { focusRing } from '@/components/ui/button';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

const promises = [
  `Problems in ${languageList('and')}`,
  'Code judged in isolated containers',
  'Hints, courses and a live scoreboard',
];

export default function LoginPage() {
  useDocumentTitle('Sign In');
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Link to={paths.home} className={`w-fit rounded-lg ${focusRing}`} aria-label="CodePath home">
          <Logo isOnAccent />
        </Link>
        <div>
          <h2 className="text-4xl font-bold tracking-tight">Practice that feels like the real thing.</h2>
          <ul className="mt-8 space-y-3 text-indigo-100">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-3">
                <CheckCircle2 className="size-5 text-emerald-300" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">Join learners sharpening their skills every day.</p>
      </aside>
      <main className="flex flex-col">
        <div className="flex items-center justify-between p-4">
          <Link to={paths.home} className={`rounded-lg lg:invisible ${focusRing}`} aria-label="CodePath home">
            <Logo />
          </Link>
          <ThemeToggle />
        </div>
        <div className="flex flex-1 items-center justify-center px-4 pb-16">
          <div className="w-full max-w-md">
            <LoginForm />
          </div>
        </div>
      </main>
    </div>
  );
}
