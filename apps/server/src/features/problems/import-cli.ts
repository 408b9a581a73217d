// `npm run problems:import -w @codepath/server`: validates every package of PROBLEMS_DIR
// and upserts it into the configured database, as the server does at start-up.
import { ConfigError, loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { createCatalogue } from './catalogue.ts';
import { summarizeImport } from './import-report.ts';

async function importProblems(): Promise<number> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const outcomes = await createCatalogue(database.db, {
      problemsDir: config.problemsDir,
      // Scale-out servers judge from stored archives: store them here too.
      storePackages: config.redisUrl !== undefined,
    }).importAll();
    const { lines, failedCount } = summarizeImport(outcomes);
    for (const line of lines) process.stdout.write(`${line}\n`);
    return failedCount > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

importProblems().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(1);
  },
);
