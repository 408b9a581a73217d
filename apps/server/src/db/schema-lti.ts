import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assignments, classes } from './schema-classes.ts';
import { users } from './schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The tool's own signing key (RS256), generated once by the first server that needs it.
 * The private half is read only by the server that signs (client assertions, deep-linking
 * answers); only the public half is ever sent anywhere (`/api/lti/jwks`).
 */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** An LMS registered by an administrator: who it is (issuer, our client id there) and where its endpoints are. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: text('deployment_ids').array().notNull().default(sql`'{}'::text[]`),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    /** The class launched learners join; null: they get an account and nothing more. */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** The LMS course (context id) tied to the class: claimed by its first instructor launch; null until then, and again when the class changes. */
    contextId: text('context_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_unique').on(t.issuer, t.clientId)],
);
export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;

/** A login initiation waiting for its launch: single use, short-lived, its state also held in the browser's cookie. */
export const ltiLaunchStates = pgTable(
  'lti_launch_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('lti_launch_states_expires_idx').on(t.expiresAt)],
);

/** A platform's user (`sub`) and the CodePath account it signs in as. */
export const ltiIdentities = pgTable(
  'lti_identities',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.subject] }), index('lti_identities_user_idx').on(t.userId)],
);

/** A course (LTI context) of a platform and its services as last launched. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    title: text('title'),
    membershipsUrl: text('memberships_url'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.contextId] })],
);

/** A link placed in the LMS (resource link) to an assignment, with the gradebook column its scores go to. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    platformId: uuid('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    contextId: text('context_id'),
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    lineItemUrl: text('line_item_url'),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId] }), index('lti_resource_links_assignment_idx').on(t.assignmentId)],
);

/**
 * A learner's score still to be sent to one resource link's gradebook column. One row per
 * link and learner: a newer change raises `version`; the sender reads the score when it
 * sends, and clears the row only if no change came meanwhile, so the latest score wins.
 */
export const ltiGradeOutbox = pgTable(
  'lti_grade_outbox',
  {
    platformId: uuid('platform_id').notNull(),
    resourceLinkId: text('resource_link_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    leaseUntil: timestamptz('lease_until'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId, t.userId] }), index('lti_grade_outbox_due_idx').on(t.nextAttemptAt)],
);

/**
 * A verified launch handed to the web app: a one-time code (stored hashed) the browser
 * exchanges for a session, or, when the platform's e-mail belongs to an existing account,
 * the identity waiting to be linked by that account's owner.
 */
export const ltiHandoffs = pgTable(
  'lti_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    kind: text('kind', { enum: ['session', 'link', 'deep-link'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('lti_handoffs_expires_idx').on(t.expiresAt)],
);
export type LtiHandoffRow = typeof ltiHandoffs.$inferSelect;
