import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { LoadingText } from '@/components/ui/loading-text';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSimilarityPair } from './api/assignment';
import { MarkedSource } from './components/marked-source';

/** Both programs of a pair side by side, the fragments they share marked in matching colours. */
export default function SimilarityPairPage() {
  const { classId = '', assignmentId = '', reportId = '', pairIndex = '0' } = useParams();
  const pair = useSimilarityPair(classId, assignmentId, reportId, pairIndex);
  useDocumentTitle('Similarity');
  if (pair.isPending) return <LoadingText />;
  if (pair.isError) return <Banner tone="error">{errorMessage(pair.error, 'Failed to load the pair')}</Banner>;
  const { data } = pair;
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeading
        title={`${data.leftName} · ${data.rightName}`}
        subtitle={`${Math.round(data.similarity * 100)}% similar · ${data.fragmentCount} matching ${data.fragmentCount === 1 ? 'fragment' : 'fragments'} · ${data.language}`}
        actions={<Link to={paths.classes.assignment(classId, assignmentId)} className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">Back to the assignment</Link>}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <MarkedSource title={data.left.name} code={data.left.code} spans={data.fragments.map((fragment) => fragment.left)} />
        <MarkedSource title={data.right.name} code={data.right.code} spans={data.fragments.map((fragment) => fragment.right)} />
      </div>
    </div>
  );
}
