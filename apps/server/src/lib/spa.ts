import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@codepath/contract/errors';

const NOT_BUILT_MESSAGE =
  'CodePath API is running, but the web app is not built yet. Run `npm start` from the repository root (it builds apps/web), or `npm run build -w apps/web`.';

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built single-page app. Any other GET that asks for HTML gets index.html
 * (client-side routing); unknown /api paths and everything else get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names, so they never change; index.html always may.
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.get('/', (_request, reply) => reply.type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && acceptsHtml(request);
    if (!isApi && isPageRequest) {
      if (hasBuild) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' } satisfies ErrorBody);
  });
}
