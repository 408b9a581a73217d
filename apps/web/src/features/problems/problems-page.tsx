import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProblemsPage() {
  useDocumentTitle('Problems');
  return <PageHeading title="Problems" subtitle="Practice coding problems and improve your skills" />;
}
