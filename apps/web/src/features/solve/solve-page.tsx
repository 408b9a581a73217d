import { SolveScreen } from './components/solve-screen';

/** The solve screen names the tab after the problem itself once it has loaded. */
export default function SolvePage() {
  return <SolveScreen />;
}
