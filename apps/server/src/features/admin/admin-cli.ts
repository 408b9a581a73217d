// `npm run admin -- <command>`: staff roles from the command line, on the database the
// configuration names (DATABASE_URL, else the embedded one in DATA_DIR).
import { StaffRole } from '@codepath/contract/roles';
import { ConfigError, loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { changeRolesByEmail } from './users/grant-roles.ts';

const USAGE = `Usage:
  npm run admin -- grant EMAIL [ROLE]    give ROLE (admin, author or teacher; default admin)
  npm run admin -- revoke EMAIL [ROLE]   take ROLE back (default admin)

An e-mail without an account keeps the role until someone signs up with it.
Runs against DATABASE_URL when set, else the embedded database in DATA_DIR
(stop the server first: the embedded database serves one process at a time).`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

class UsageError extends Error {}

function parseArguments(args: readonly string[]) {
  const [command, email, roleText = 'admin', ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) throw new UsageError(USAGE);
  if (!EMAIL.test(email)) throw new UsageError(`"${email}" is not an e-mail address.\n\n${USAGE}`);
  const role = StaffRole.safeParse(roleText);
  if (!role.success) throw new UsageError(`"${roleText}" is not a role: use admin, author or teacher.\n\n${USAGE}`);
  return { command, email, role: role.data };
}

async function run(args: readonly string[]): Promise<string> {
  const { command, email, role } = parseArguments(args);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const outcome = await changeRolesByEmail(database.db, email, command === 'grant' ? { add: [role] } : { remove: [role] }, 'command line');
    const roles = outcome.roles.length > 0 ? outcome.roles.join(', ') : 'none (learner only)';
    return outcome.kind === 'account'
      ? `${email}: staff roles now ${roles}.`
      : `No account uses ${email} yet: the account that signs up with it gets these staff roles: ${roles}.`;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    let message = error instanceof UsageError || error instanceof ConfigError ? error.message : (error as Error).message;
    if (/is using the embedded database/.test(message)) message += '\nStop the server, run this again, then start the server; or give the role with ADMIN_EMAILS.';
    process.stderr.write(`${message}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
