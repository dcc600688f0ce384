// A tiny static file server for the built app (dist/), mounted under a sub-path the way
// GitHub Pages serves a project site (https://user.github.io/boardroom/), so any absolute
// URL in the build shows up as a failed request.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// The build under test: dist/ unless BOARDROOM_DIST names another directory.
export const DIST_DIR = resolve(process.env.BOARDROOM_DIST ?? join(REPO_ROOT, 'dist'));

export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.lzma': 'application/octet-stream',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * Serves `root` at http://127.0.0.1:<free port><base>.
 * `cacheControl` defaults to "no-store" so a test that passes offline proves the service
 * worker answered, not the HTTP cache.
 * `gzip: true` compresses text and wasm for browsers that accept it, as GitHub Pages does
 * (not what is compressed already: images, fonts, the LZMA-packed wasm).
 * `inject`: HTML put at the start of each page's <head>.
 * `link: { bytesPerSecond, latencyMs }` sends every response through one slow link that
 * all of them share, as a phone's is: unlike the browser's own throttling, it slows the
 * service worker's downloads too (scripts/measure.mjs --worker).
 * `http2: true` serves over HTTPS and HTTP/2, as GitHub Pages does: every file on one
 * connection at once, where HTTP/1.1 gives a browser six connections to a host and
 * each file waits for one of them. The certificate is made for the occasion
 * (openssl), so the browser needs `--ignore-certificate-errors` (HTTP2_CHROMIUM_ARGS).
 * Returns { origin, url, port, requests, close }; `requests` lists every path asked for.
 */
export async function startServer({
  root = DIST_DIR,
  base = '/boardroom/',
  cacheControl = 'no-store',
  gzip = false,
  inject = '',
  link = null,
  http2 = false,
} = {}) {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`base must start and end with "/": ${base}`);
  const rootDir = resolve(root);
  const requests = [];
  const slow = link && slowLink(link);

  const handle = async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed');
    if (path === base.slice(0, -1)) {
      res.writeHead(301, { Location: base });
      return res.end();
    }
    if (!path.startsWith(base)) return send(res, 404, 'outside the app');
    let rel = path.slice(base.length) || 'index.html';
    if (rel.endsWith('/')) rel += 'index.html';
    const file = normalize(join(rootDir, rel));
    if (file !== rootDir && !file.startsWith(rootDir + sep)) return send(res, 403, 'forbidden');
    try {
      if (!(await stat(file)).isFile()) return send(res, 404, 'not a file');
      let body = await readFile(file);
      // `inject` goes first into every page's <head>: a test's own script for
      // browsers whose driver cannot add one before the page's (WebKit's).
      if (inject && extname(file) === '.html') {
        body = Buffer.from(String(body).replace('<head>', `<head>${inject}`));
      }
      const headers = {
        'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl,
      };
      if (gzip && /gzip/.test(req.headers['accept-encoding'] ?? '') && !/\.(png|ico|woff2|lzma)$/.test(file)) {
        body = gzipSync(body, { level: 9 });
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      if (slow) return slow(res, headers, req.method === 'HEAD' ? Buffer.alloc(0) : body);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      send(res, 404, 'not found');
    }
  };
  const server = http2 ? createSecureServer({ ...certificate(), allowHTTP1: true }, handle) : createServer(handle);
  // HTTP/2's open connections, for close() (an HTTP/1.1 server drops its own).
  const sessions = new Set();
  if (http2) {
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
  }

  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const { port } = server.address();
  const origin = `${http2 ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    origin,
    url: origin + base,
    port,
    requests,
    /** Stops listening and drops open keep-alive connections, so the app is truly offline. */
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        if (http2) for (const session of sessions) session.destroy();
        else server.closeAllConnections();
      }),
  };
}

/**
 * One link of `bytesPerSecond` shared by every response, each first waiting
 * `latencyMs` (the round trip): the bytes go out in turns, a packet's worth per
 * response per turn, every 10 ms.
 */
function slowLink({ bytesPerSecond, latencyMs }) {
  const sending = [];
  const PACKET = 1460;
  const tick = setInterval(() => {
    let budget = bytesPerSecond / 100;
    while (budget > 0 && sending.length) {
      const next = sending.shift();
      if (next.res.destroyed) continue;
      const piece = next.body.subarray(next.at, next.at + Math.min(PACKET, budget));
      next.at += piece.length;
      budget -= piece.length;
      if (next.at < next.body.length) {
        next.res.write(piece);
        sending.push(next);
      } else {
        next.res.end(piece);
      }
    }
  }, 10);
  tick.unref();
  return (res, headers, body) => {
    setTimeout(() => {
      res.writeHead(200, headers);
      sending.push({ res, body, at: 0 });
    }, latencyMs);
  };
}

/** Chromium's flags for a server started with `http2: true`. */
export const HTTP2_CHROMIUM_ARGS = ['--ignore-certificate-errors'];

/** A self-signed certificate for 127.0.0.1, made now: { key, cert }. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'boardroom-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function send(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

// `node tests/browser/server.mjs [dir]`: serve a build by hand at a sub-path.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srv = await startServer({ root: process.argv[2] ?? DIST_DIR, cacheControl: 'no-cache' });
  console.log(`serving ${process.argv[2] ?? DIST_DIR} at ${srv.url}`);
}
