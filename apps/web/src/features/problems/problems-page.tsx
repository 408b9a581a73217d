import { useDocumentTitle } from '@/lib/use-document-title';
import { ProblemsScreen } from './components/problems-screen';

export default function ProblemsPage() {
  useDocumentTitle('Problems');
  return <ProblemsScreen />;
}
