// A loopback HTTP server for provider tests: real sockets, scripted answers and faults.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export interface StubServer {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  host: string;
  /** Paths with query of every request received, in order. */
  requests: string[];
  setHandler(handler: StubHandler): void;
  close(): Promise<void>;
}

export async function startStubServer(initial: StubHandler): Promise<StubServer> {
  let handler = initial;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url.pathname + url.search);
    Promise.resolve(handler(req, res, url)).catch((error: unknown) => {
      res.statusCode = 599;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Scripted faults every provider must survive. */
export const faults = {
  status:
    (code: number, headers: Record<string, string> = {}): StubHandler =>
    (_req, res) => {
      res.writeHead(code, { 'content-type': 'text/plain', ...headers });
      res.end(`status ${code}`);
    },
  /** Accepts the request and never answers. */
  hang: (): StubHandler => () => {},
  /** Promises more bytes than it sends, then drops the connection. */
  truncated:
    (body: string): StubHandler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length * 2) });
      res.write(body.slice(0, Math.floor(body.length / 2)));
      setTimeout(() => res.socket?.destroy(), 20);
    },
  redirect:
    (location: string, code = 302): StubHandler =>
    (_req, res) => {
      res.writeHead(code, { location });
      res.end();
    },
  body:
    (body: string, contentType = 'application/json'): StubHandler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': contentType });
      res.end(body);
    },
  /** Streams `body` in 64 KiB chunks without a content-length, so only counting can stop it. */
  stream:
    (body: string, contentType = 'application/json'): StubHandler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': contentType });
      const bytes = Buffer.from(body);
      let sent = 0;
      const pump = () => {
        while (sent < bytes.length) {
          const chunk = bytes.subarray(sent, sent + 64 * 1024);
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
      res.on('error', () => {});
    },
  /** Streams `bytes` bytes without a content-length, so only counting can stop it. */
  oversize:
    (bytes: number): StubHandler =>
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
      res.on('error', () => {});
    },
};
