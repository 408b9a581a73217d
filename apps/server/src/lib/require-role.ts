import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { hasAnyRole, ROLE_LABELS, type Role, type StaffRole } from '@codepath/contract/roles';
import { AppError } from './app-error.ts';
import { authenticateFresh, signedInUser } from './authenticate.ts';
import { resolveRoles } from './roles.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff roles that may call the route (admin always may); see registerRoleChecks. */
    roles?: readonly StaffRole[];
  }
  interface FastifyRequest {
    /** The caller's roles on a route with `config.roles`; null elsewhere. */
    roles: Role[] | null;
  }
}

/** Every route under these paths must say which roles may call it. */
export const STAFF_PATH_PREFIXES = ['/api/admin'] as const;

const describeAllowed = (allowed: readonly StaffRole[]) =>
  [...new Set([...allowed, 'admin' as const])].map((role) => ROLE_LABELS[role].toLowerCase()).join(' or ');

function checkRoles(allowed: readonly StaffRole[]): onRequestHookHandler {
  return async function checkRole(request: FastifyRequest) {
    const { server } = request;
    const { roles, user } = await resolveRoles(server.db, signedInUser(request), server.config.adminEmails);
    request.currentUser = user;
    request.roles = roles;
    if (!hasAnyRole(roles, allowed)) throw new AppError('FORBIDDEN', `This needs the ${describeAllowed(allowed)} role.`);
  };
}

/**
 * The one place roles are checked. A route that declares `config: { roles: [...] }`
 * gets, before anything else of it runs: the bearer token checked against the
 * account as it is in the database now (a disabled account or a removed role is
 * refused on its next request, on every server), then its roles; 403 when none
 * of them may call it. A route under STAFF_PATH_PREFIXES without `roles` stops the
 * server from starting, so no staff route can be added unguarded. Call before any
 * route is registered.
 */
export function registerRoleChecks(app: FastifyInstance): void {
  app.decorateRequest('roles', null);
  app.addHook('onRoute', (route) => {
    const allowed = route.config?.roles;
    if (!allowed || allowed.length === 0) {
      if (STAFF_PATH_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(`${String(route.method)} ${route.url} is a staff route without config.roles`);
      }
      return;
    }
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    if (existing.includes(authenticateFresh)) return;
    route.onRequest = [authenticateFresh, checkRoles(allowed), ...existing];
  });
}
