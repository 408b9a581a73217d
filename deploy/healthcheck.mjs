// The images' health check: this process's GET /api/health (API and all-in-one on PORT, a
// worker on WORKER_PORT) must answer 200, which it does only when its database and Redis answer.
const isWorker = process.env.SERVER_ROLE === 'worker';
const port = isWorker ? (process.env.WORKER_PORT ?? '3001') : (process.env.PORT ?? '3000');
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  if (!response.ok) {
    console.error(`health: ${response.status} ${await response.text()}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`health: ${error.message}`);
  process.exit(1);
}
