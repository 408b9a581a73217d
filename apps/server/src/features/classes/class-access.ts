import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLASS_ROLE_LABELS, type ClassRole } from '@codepath/contract/classes';
import { classMembers, classes } from '../../db/schema-classes.ts';
import { AppError } from '../../lib/app-error.ts';
import { signedInUser } from '../../lib/authenticate.ts';
import { resolveRoles } from '../../lib/roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Roles in the class of `:classId` that may call the route (a site admin always may); see registerClassAccess. */
    classRoles?: readonly ClassRole[];
  }
  interface FastifyRequest {
    /** The caller's role in the route's class (admin: acting as a teacher). */
    classRole: ClassRole | null;
  }
}

/** Not a member: answered as if the class did not exist, so ids tell nothing. */
const classNotFound = () => new AppError('NOT_FOUND', 'Class not found');

/** The caller's role in a class, or null; a site admin who is not a member acts as a teacher. */
async function roleInClass(request: FastifyRequest, classId: string): Promise<ClassRole | null> {
  const { db } = request.server;
  const user = signedInUser(request);
  const [member] = await db
    .select({ role: classMembers.role })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, user.id)));
  if (member) return member.role;
  const { roles } = await resolveRoles(db, user, request.server.config.adminEmails);
  if (!roles.includes('admin')) return null;
  const [found] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  return found ? 'teacher' : null;
}

/**
 * The one place class roles are checked: a route under a plugin that called this and
 * declares `config: { classRoles: [...] }` gets, after its params are validated and
 * before its handler, the caller's membership of `:classId` checked: 404 for
 * someone outside the class, 403 for a member whose role may not call it. A route
 * with `:classId` that declares no `classRoles` stops the server from starting.
 */
export function registerClassAccess(app: FastifyInstance): void {
  app.decorateRequest('classRole', null);
  app.addHook('onRoute', (route) => {
    const allowed = route.config?.classRoles;
    if (!allowed) {
      // A route of one class that says nothing of who may call it would be open to every signed-in user.
      if (route.url.includes(':classId')) throw new Error(`${String(route.method)} ${route.url} is a class route without config.classRoles`);
      return;
    }
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    const check = async (request: FastifyRequest) => {
      const { classId } = request.params as { classId: string };
      const role = await roleInClass(request, classId);
      if (role === null) throw classNotFound();
      if (!allowed.includes(role)) {
        const names = allowed.map((name) => CLASS_ROLE_LABELS[name].toLowerCase()).join(' or ');
        throw new AppError('FORBIDDEN', `This needs the ${names} role in this class.`);
      }
      request.classRole = role;
    };
    route.preHandler = [check, ...existing];
  });
}
