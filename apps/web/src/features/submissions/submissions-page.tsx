import { useDocumentTitle } from '@/lib/use-document-title';
import { SubmissionsScreen } from './components/submissions-screen';

export default function SubmissionsPage() {
  useDocumentTitle('My Submissions');
  return <SubmissionsScreen />;
}
