import { customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { problems, type ProblemRow } from './schema-judging.ts';
import { users } from './schema.ts';

/** What a version serves learners once published: the row of `problems` it would become. */
export type VersionRecord = Omit<ProblemRow, 'slug' | 'version' | 'importedAt' | 'visibility' | 'managedBy'>;

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
    /** folder: the folder import; upload: an upload or an edit in the admin area (its archive is always stored). */
    origin: text('origin', { enum: ['folder', 'upload'] }).notNull().default('folder'),
    /** Uploaded versions: what publishing it serves (folder versions are served as they import). */
    record: jsonb('record').$type<VersionRecord>(),
    /** What the package reader ignored or filled in. */
    warnings: jsonb('warnings').$type<string[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** "uploaded hello.zip", "edited hints and tags". */
    note: text('note').notNull().default(''),
    /** The latest verification of this version (background_jobs). */
    verifyJobId: uuid('verify_job_id'),
    publishedAt: timestamptz('published_at'),
  },
  (t) => [primaryKey({ columns: [t.slug, t.version] })],
);
