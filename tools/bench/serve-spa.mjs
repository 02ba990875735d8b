// Usage: node tools/bench/serve-spa.mjs <distDir> [--port 5080] [--host 127.0.0.1] [--base /] [--gzip]
// Minimal static server of the bench (from the team's shared bench, plus prerendered routes):
//  - a file that exists is served as is; a folder serves its index.html;
//  - an extension-less path `/a/b` serves `a/b/index.html` or `a/b.html` when the build has one
//    (prerendered HTML per route);
//  - otherwise SPA fallback: paths without an extension, or any request accepting text/html,
//    get the root index.html; other missing files are 404.
// NO compression (transfer sizes are raw; the measuring scripts estimate gzip themselves) and
// `cache-control: no-cache` (every run uses a fresh browser profile anyway). `--gzip` compresses
// text (HTML, JS, CSS, SVG, JSON) for clients that accept it, as static hosts do: a reference
// figure only, never the bench's method.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain, parseArgs } from './lib.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.map': 'application/json',
};

const fileStat = (file) => {
  try {
    const st = fs.statSync(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
};

/**
 * Creates (does not start) the static server of a built app.
 * @param {string} dir folder of the build (absolute or relative to the working directory)
 * @param {{ base?: string, gzip?: boolean }} [options] `base`: URL prefix the app is served under
 *   (default '/'); `gzip`: compress text responses for clients that accept gzip (default false)
 * @returns {http.Server} call `.listen(port, host)` on it
 */
export function createSpaServer(dir, { base = '/', gzip = false } = {}) {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    let p;
    try {
      p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (base !== '/' && p.startsWith(base)) p = '/' + p.slice(base.length);
    const wanted = path.join(root, path.normalize(p));
    if (wanted !== root && !wanted.startsWith(root + path.sep)) {
      res.writeHead(403);
      return res.end();
    }
    const candidates = [wanted, path.join(wanted, 'index.html')];
    if (!path.extname(p) && p !== '/') candidates.push(`${wanted.replace(/[\\/]+$/, '')}.html`);
    let file = null;
    let st = null;
    for (const c of candidates)
      if ((st = fileStat(c))) {
        file = c;
        break;
      }
    if (!file) {
      const wantsHtml = (req.headers.accept || '').includes('text/html');
      if (!path.extname(p) || wantsHtml) {
        file = path.join(root, 'index.html');
        st = fileStat(file);
      }
      if (!st) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
      }
    }
    const type = TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
    if (gzip && /^(text\/|image\/svg|application\/(json|manifest|xml))/.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      const body = gzipSync(fs.readFileSync(file));
      res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'content-encoding': 'gzip', vary: 'accept-encoding', 'cache-control': 'no-cache' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { 'content-type': type, 'content-length': st.size, 'cache-control': 'no-cache' });
    if (req.method === 'HEAD') return res.end();
    fs.createReadStream(file).pipe(res);
  });
}

if (isMain(import.meta.url)) {
  const a = parseArgs();
  const dir = path.resolve(a._[0] || 'dist');
  const port = Number(a.port || 5080);
  const host = a.host || '127.0.0.1';
  const base = a.base || '/';
  createSpaServer(dir, { base, gzip: Boolean(a.gzip) }).listen(port, host, () => console.log(`serving ${dir} at http://${host}:${port}${base}`));
}
