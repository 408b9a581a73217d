// The worker thread's entry. Judge sources are TypeScript loaded as they are (by
// vitest, by `node --import tsx`, by the `judge` command), and a new thread does not
// always inherit the loader, so it registers tsx itself before loading the task.
import { register } from 'tsx/esm/api';

register();
const { checkOutputTask } = await import('./check-output-task.ts');

export default checkOutputTask;
