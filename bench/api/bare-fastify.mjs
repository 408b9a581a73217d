// The floor of the API benchmark: a bare Fastify answering a small JSON object, in a
// process of its own like the server it is compared with. Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
