import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the real server for the whole run; tests read its address with `inject('baseUrl')`. */
export default async function setup(project: TestProject) {
  const app = await startAppServer();
  project.provide('baseUrl', app.baseUrl);
  return () => app.stop();
}
