// The PostgreSQL bench's server floor: the least any HTTP server in front of the same statements can
// cost on this machine. Plain node:http on the app's pool shape (10 connections, the app's session
// options), no framework, no token, no compression: each GET runs the case's captured statements
// one after another and writes the app's own answer bytes. The bench tells it the case with a PUT of
// `{ statements, answer }` (base64) before timing it. Like the app, it runs in a child process.
import http from 'node:http';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../src/server/db/client';
import { closeServer, listeningPort, serveParent } from './hub-process';

export interface FloorServer {
  port: number;
}

export interface FloorCase {
  statements: { name?: string; text: string; values: unknown[] }[];
  /** The app's answer to the case, base64. */
  answer: string;
}

await serveParent<FloorServer>(async () => {
  const pool = new pg.Pool({ connectionString: process.env.BENCH_PG_DATABASE_URL!, max: 10, options: POSTGRES_SESSION_OPTIONS });
  pool.on('error', () => undefined);
  let current: { statements: FloorCase['statements']; answer: Buffer } = { statements: [], answer: Buffer.alloc(0) };

  const server = http.createServer((request, response) => {
    if (request.method === 'PUT') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const { statements, answer } = JSON.parse(Buffer.concat(chunks).toString()) as FloorCase;
        current = { statements, answer: Buffer.from(answer, 'base64') };
        response.writeHead(204).end();
      });
      return;
    }
    const { statements, answer } = current;
    void (async () => {
      for (const statement of statements) await pool.query(statement);
    })().then(
      () => response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.byteLength }).end(answer),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  server.listen(0, '127.0.0.1');
  const port = await listeningPort(server);
  return {
    ready: { port },
    async stop() {
      await closeServer(server);
      await pool.end();
    },
  };
});
