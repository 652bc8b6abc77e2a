// The baseline of `npm run bench`: a bare Fastify app (no hooks, no plugins, no logger) serving, for each endpoint,
// the exact body, encoding and headers our app served for it, so the comparison measures only what our app
// does per request. Reads the manifest written by bench/http.ts, listens on argv[3].
//   node --import tsx bench/bare-server.ts <manifest.json> <port>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareRoute {
  path: string;
  bodyFile: string;
  headers: Record<string, string>;
}

const [manifestFile = '', port = '0'] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(manifestFile, 'utf8')) as BareRoute[];
const app = Fastify();
for (const route of routes) {
  const body = readFileSync(route.bodyFile);
  app.get(route.path, (_request, reply) => {
    reply.headers(route.headers).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
