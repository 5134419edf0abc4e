/**
 * A bare node:http server that answers every request with one recorded answer (status, headers, body): the
 * ceiling of an endpoint whose answer is too large for the 0.2 KB bare-Fastify ceiling to say anything about
 * the server. REPLAY_FILE holds `{ status, headers: [name, value, …], body: base64 }`.
 */
import fs from 'node:fs';
import http from 'node:http';

const { status, headers, body } = JSON.parse(fs.readFileSync(process.env.REPLAY_FILE!, 'utf8')) as {
  status: number;
  headers: string[];
  body: string;
};
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((_req, res) => {
  res.writeHead(status, headers);
  res.end(bytes);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
