import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/**
 * The built site on a server of the test's own (a free port on 127.0.0.1), for tests that must
 * change what the server returns, e.g. publish a new service worker, without touching the
 * preview server the other tests share.
 */
export async function serveSite(): Promise<{ origin: string; publishNewServiceWorker: () => void; close: () => Promise<void> }> {
  const root = process.env.DOKO_OUT_DIR ?? 'dist';
  let swVersion = 0;
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      let body: Buffer | string = await readFile(file);
      if (path === '/sw.js' && swVersion > 0) body = `${body}\n// version ${swVersion}\n`;
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      res.end(await readFile(join(root, '404.html')).catch(() => 'not found'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    publishNewServiceWorker: () => void swVersion++,
    // The browser's pages are still open when a test closes its server, and a keep-alive
    // connection that is not idle at that moment kept `close` waiting until the test timed out.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
