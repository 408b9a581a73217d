import { serveOrExit } from './serve.ts';

// `npm start`: the role comes from SERVER_ROLE (default all: API and judging in one process).
serveOrExit(process.env);
