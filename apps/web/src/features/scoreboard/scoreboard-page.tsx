import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ScoreboardPage() {
  useDocumentTitle('Score Board');
  return <PageHeading title="Score Board" subtitle="Track your performance and compete with other developers" />;
}
