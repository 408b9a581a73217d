import { PageHeading } from '@/components/ui/page-heading';

export default function ScoreboardPage() {
  return <PageHeading title="Score Board" subtitle="Track your performance and compete with other developers" />;
}
