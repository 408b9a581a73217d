import { PageHeading } from '@/components/ui/page-heading';

export default function SubmissionsPage() {
  return <PageHeading title="My Submissions" subtitle="Track your coding submissions and progress" />;
}
