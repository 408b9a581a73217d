import { PageHeading } from '@/components/ui/page-heading';

export default function ProblemsPage() {
  return <PageHeading title="Problems" subtitle="Practice coding problems and improve your skills" />;
}
