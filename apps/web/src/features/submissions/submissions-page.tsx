import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SubmissionsPage() {
  useDocumentTitle('My Submissions');
  return <PageHeading title="My Submissions" subtitle="Track your coding submissions and progress" />;
}
