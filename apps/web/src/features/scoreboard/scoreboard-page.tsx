import { useDocumentTitle } from '@/lib/use-document-title';
import { ScoreboardScreen } from './components/scoreboard-screen';

export default function ScoreboardPage() {
  useDocumentTitle('Score Board');
  return <ScoreboardScreen />;
}
