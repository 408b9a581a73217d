import { useDocumentTitle } from '@/lib/use-document-title';
import { DashboardScreen } from './components/dashboard-screen';

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  return <DashboardScreen />;
}
