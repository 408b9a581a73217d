import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** With Fastify's parameters, e.g. "/api/problems/:id". */
  url: string;
}

// "    │   ├── :id (GET, HEAD)": the tree drawing, one path segment, its methods.
const ROUTE_LINE = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/;
const LEVEL_WIDTH = 4;

/**
 * Every route the app serves, read from Fastify's own route tree, so a route added
 * later is listed without touching the tests that use this.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const pathAtLevel: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = ROUTE_LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const level = indent.length / LEVEL_WIDTH;
    const url = `${pathAtLevel[level - 1] ?? ''}${segment}`.replace(/\/{2,}/g, '/');
    pathAtLevel[level] = url;
    pathAtLevel.length = level + 1;
    for (const method of methods.split(', ')) routes.push({ method, url });
  }
  if (routes.length === 0) throw new Error('no routes found: has the format of printRoutes changed?');
  return routes;
}
