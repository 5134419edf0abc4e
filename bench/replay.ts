/**
 * A bare server that answers every request with one recorded answer (status, headers, body): the ceiling of an
 * endpoint whose answer is too large for the 0.2 KB bare-Fastify ceiling to say anything about the server.
 * REPLAY_FILE holds `{ status, headers: [name, value, …], body: base64 }`. With `REPLAY_WITH=fastify` it is a bare
 * Fastify route sending those bytes (the pages' CPU budget, docs/product.md), else a bare node:http server (the
 * pages' rate budget).
 */
import fs from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

const { status, headers, body } = JSON.parse(fs.readFileSync(process.env.REPLAY_FILE!, 'utf8')) as {
  status: number;
  headers: string[];
  body: string;
};
const bytes = Buffer.from(body, 'base64');
const port = Number(process.env.PORT);

if (process.env.REPLAY_WITH === 'fastify') {
  const named: Record<string, string> = {};
  for (let i = 0; i < headers.length; i += 2) named[headers[i].toLowerCase()] = headers[i + 1];
  const app = Fastify({ logger: false });
  app.get('/*', (_req, reply) => reply.code(status).headers(named).send(bytes));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  const server = http.createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(bytes);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
