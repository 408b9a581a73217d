import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes SQL migrations into ./drizzle;
// they are committed and applied at start-up by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  // Every file named schema*.ts under src/db holds tables.
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
