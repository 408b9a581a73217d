import { useParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { JoinClassForm } from './classes-page';

/** /app/classes/join/CODE: the invitation link, with the code filled in. */
export default function JoinPage() {
  useDocumentTitle('Join a class');
  const { code = '' } = useParams();
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading title="Join a class" subtitle="Your teacher invited you. Add your student ID if your school uses one." />
      <JoinClassForm initialCode={code} />
    </div>
  );
}
