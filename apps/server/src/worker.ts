import { serveOrExit } from './serve.ts';

// `npm run worker`: a scale-out judge worker; it needs REDIS_URL, DATABASE_URL and JWT_SECRET.
serveOrExit({ ...process.env, SERVER_ROLE: 'worker' });
