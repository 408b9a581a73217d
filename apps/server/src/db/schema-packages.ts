import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { problems } from './schema-judging.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes; node-postgres answers a Buffer, PGlite a Uint8Array, both read as a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every imported package content, stored once by its content hash (the hash of
 * `problems.content_hash`) as one gzip tar archive, so a judge worker without the
 * problems folder can fetch any version. Written only in scale-out mode.
 */
export const problemPackages = pgTable('problem_packages', {
  contentHash: text('content_hash').primaryKey(),
  archive: bytea('archive').notNull(),
  /** Size of the archive in bytes. */
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Which content each version of a problem had; a row is written once, when that version is imported. */
export const problemVersions = pgTable(
  'problem_versions',
  {
    slug: text('slug')
      .notNull()
      .references(() => problems.slug, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentHash: text('content_hash').notNull(),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
);
