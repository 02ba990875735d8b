import { checkResponse, explainNetworkError, ToolInputError } from '@handy-tools/ui/kit';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One line of the list of links. */
export interface LinkLine {
  /** 1-based line number in the text. */
  line: number;
  /** The line, trimmed. */
  text: string;
  /** The absolute http(s) URL, when the line is one. */
  url?: string;
  /** Why the line is not a link, for users. */
  error?: string;
}

/**
 * Reads a list of links, one per line. Blank lines and lines starting with `#` are skipped; every
 * other line must be an absolute http:// or https:// URL (WHATWG URL), or it gets an error naming
 * what is wrong.
 *
 * @param text - the list.
 * @returns the lines that are not blank or comments, each with its URL or its error.
 * @see WHATWG URL Standard (parsing).
 */
export function parseLinkList(text: string): LinkLine[] {
  const out: LinkLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const t = raw.trim();
    if (t === '' || t.startsWith('#')) return;
    const line = i + 1;
    let url: URL;
    try {
      url = new URL(t);
    } catch {
      out.push({ line, text: t, error: `Line ${line}: "${clip(t)}" is not an absolute URL; start it with https:// or http://.` });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') out.push({ line, text: t, error: `Line ${line}: the scheme "${url.protocol}" cannot be downloaded; use https:// or http://.` });
    else if (url.username || url.password) out.push({ line, text: t, error: `Line ${line}: a user name or password in the address is not allowed by fetch.` });
    else {
      url.hash = '';
      out.push({ line, text: t, url: url.href });
    }
  });
  return out;
}

const clip = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);

/** Decodes RFC 8187 ext-value `charset'lang'pct-encoded` (UTF-8 or ISO-8859-1); null when malformed. */
function decodeExtValue(value: string): string | null {
  const m = /^([!#$%&+\-^_`{}~0-9A-Za-z]+)'[^']*'(.*)$/.exec(value);
  if (!m) return null;
  const charset = m[1]!.toLowerCase();
  const encoded = m[2]!;
  if (!/^(?:%[0-9A-Fa-f]{2}|[!#$&+\-.^_`|~0-9A-Za-z])*$/.test(encoded)) return null;
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; ) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 3;
    } else bytes.push(encoded.charCodeAt(i++));
  }
  try {
    if (charset === 'utf-8') return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
    if (charset === 'iso-8859-1') return String.fromCharCode(...bytes);
  } catch {
    return null;
  }
  return null;
}

/**
 * Reads the file name of a `Content-Disposition` header: `filename*` (RFC 8187, UTF-8 or
 * ISO-8859-1) wins over `filename` (a token or a quoted string, with `\` escapes); a value some
 * servers send without quotes but with spaces is read up to the next `;`.
 *
 * @param header - the header value, e.g. `attachment; filename="a b.pdf"; filename*=UTF-8''%E2%82%AC.pdf`.
 * @returns the file name, not yet made safe (see {@link safeFileName}), or null when there is none.
 * @see RFC 6266 §4.1 and §4.3, RFC 8187 §3.2.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let plain: string | null = null;
  let extended: string | null = null;
  let i = header.indexOf(';');
  if (i < 0) return null;
  while (i < header.length) {
    // at a ';'
    i++;
    while (header[i] === ' ' || header[i] === '\t') i++;
    const eq = header.indexOf('=', i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (header[i] === ' ' || header[i] === '\t') i++;
    let value = '';
    if (header[i] === '"') {
      i++;
      while (i < header.length && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < header.length) i++;
        value += header[i++];
      }
      i++; // closing quote
      const next = header.indexOf(';', i);
      i = next < 0 ? header.length : next;
    } else {
      const next = header.indexOf(';', i);
      value = header.slice(i, next < 0 ? header.length : next).trim();
      i = next < 0 ? header.length : next;
    }
    if (name === 'filename*' && extended === null) extended = decodeExtValue(value);
    else if (name === 'filename' && plain === null) plain = value;
  }
  const chosen = extended ?? plain;
  return chosen === null || chosen.trim() === '' ? null : chosen;
}

/**
 * The file name a URL suggests: its last non-empty path segment, percent-decoded, or its host
 * when the path is empty.
 *
 * @param url - an absolute URL.
 * @returns e.g. `report 2026.pdf` for `https://a.example/docs/report%202026.pdf?x=1`.
 * @see WHATWG URL Standard (path segments); RFC 3986 §2.1 (percent-decoding).
 */
export function fileNameFromUrl(url: string): string {
  const u = new URL(url);
  const segment = u.pathname.split('/').filter(Boolean).pop();
  if (!segment) return u.hostname;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const EXTENSIONS: Record<string, string> = {
  'text/html': 'html',
  'text/plain': 'txt',
  'text/css': 'css',
  'text/csv': 'csv',
  'text/javascript': 'js',
  'application/javascript': 'js',
  'application/json': 'json',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/**
 * Makes a name safe as a path in a ZIP file on every system: no `/`, `\`, control characters or
 * `: * ? " < > |` (replaced by `_`), no leading or trailing dots and spaces, not a reserved
 * Windows device name, at most 180 characters (keeping the extension); an extension for the
 * media type is added when the name has none.
 *
 * @param name - a candidate name.
 * @param contentType - the response's Content-Type, to add an extension (`.json`, `.png`…) to a bare name.
 * @returns the safe name; `download` when nothing is left.
 * @see PKWARE APPNOTE 6.3.10 §4.4.17 (file names use `/` as the separator); Microsoft "Naming Files, Paths, and Namespaces".
 */
export function safeFileName(name: string, contentType: string | null = null): string {
  // eslint-disable-next-line no-control-regex
  let safe = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  if (safe === '') safe = 'download';
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(safe)) safe = `_${safe}`;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!/\.[A-Za-z0-9]{1,8}$/.test(safe) && EXTENSIONS[type]) safe += `.${EXTENSIONS[type]}`;
  if (safe.length > 180) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, 180 - ext.length) + ext;
  }
  return safe;
}

/**
 * Makes names unique, ignoring case (as Windows and macOS file systems do): the second `a.txt`
 * becomes `a (1).txt`, the third `a (2).txt`.
 *
 * @param names - names in order.
 * @returns the names in the same order, unique.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 1; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** Where one link's download is. */
export interface LinkProgress {
  status: 'waiting' | 'downloading' | 'done' | 'failed';
  /** Bytes received so far. */
  received: number;
  /** Content-Length when the server sent it (and the body is not re-encoded), else null. */
  total: number | null;
}

/** What became of one link. */
export type LinkResult = { url: string; ok: true; name: string; bytes: Uint8Array; lastModified: Date | null } | { url: string; ok: false; error: string };

/**
 * Downloads links with at most `concurrency` requests at a time, reporting the bytes received
 * per link. A failed link (unreachable, refused by CORS, an HTTP error status) is reported with
 * a message and the others go on. The file name comes from Content-Disposition, else the URL
 * path (made safe, with an extension for the media type); names are made unique across the list.
 *
 * @param urls - absolute http(s) URLs (see {@link parseLinkList}).
 * @param options - `concurrency` (1–16, default 3); `signal` to cancel (the links not yet done
 *   fail with "cancelled"); `onProgress(index, progress)`; `fetch` (global by default); `online`.
 * @returns one result per URL, in order.
 * @throws ToolInputError when `urls` is empty.
 * @see Fetch Standard (reading a body stream); RFC 9110 §8.6 (Content-Length); RFC 6266.
 */
export async function downloadLinks(
  urls: readonly string[],
  options: { concurrency?: number; signal?: AbortSignal; onProgress?: (index: number, progress: LinkProgress) => void; fetch?: typeof fetch; online?: boolean } = {},
): Promise<LinkResult[]> {
  if (urls.length === 0) throw new ToolInputError('Links: enter at least one http(s) address, one per line.');
  const doFetch = options.fetch ?? globalThis.fetch;
  const limit = Math.max(1, Math.min(16, Math.floor(options.concurrency ?? 3)));
  const results: (LinkResult & { proposed?: string })[] = new Array(urls.length);
  let next = 0;
  const one = async (index: number) => {
    const url = urls[index]!;
    const report = (p: LinkProgress) => options.onProgress?.(index, p);
    let received = 0;
    let total: number | null = null;
    try {
      if (options.signal?.aborted) throw new DOMException('cancelled', 'AbortError');
      report({ status: 'downloading', received, total });
      const response = checkResponse(await doFetch(url, { signal: options.signal, credentials: 'omit' }), url);
      const length = Number(response.headers.get('content-length'));
      const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
      total = Number.isFinite(length) && length >= 0 && response.headers.has('content-length') && !encoded ? length : null;
      report({ status: 'downloading', received, total });
      const chunks: Uint8Array[] = [];
      if (response.body) {
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          chunks.push(value);
          received += value.length;
          report({ status: 'downloading', received, total });
        }
      }
      const bytes = concat(chunks, received);
      const type = response.headers.get('content-type');
      const proposed = safeFileName(fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fileNameFromUrl(response.url || url), type);
      const modified = response.headers.get('last-modified');
      const lastModified = modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified) : null;
      results[index] = { url, ok: true, name: proposed, bytes, lastModified };
      report({ status: 'done', received, total });
    } catch (error) {
      const explained = explainNetworkError(error, url, options.online ?? true);
      results[index] = { url, ok: false, error: explained.message };
      report({ status: 'failed', received, total });
    }
  };
  const worker = async () => {
    while (next < urls.length) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, urls.length) }, worker));
  const okIndexes = results.flatMap((r, i) => (r.ok ? [i] : []));
  const unique = uniqueFileNames(okIndexes.map((i) => (results[i] as { name: string }).name));
  okIndexes.forEach((i, k) => ((results[i] as { name: string }).name = unique[k]!));
  return results;
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Extensions of formats that are already compressed: stored, not deflated again. */
const COMPRESSED = /\.(zip|gz|tgz|bz2|xz|zst|7z|rar|jpe?g|png|gif|webp|avif|heic|mp3|mp4|m4a|mkv|webm|ogg|opus|woff2?|pdf|docx|xlsx|pptx|odt|apk|jar)$/i;

/**
 * Writes files into a ZIP archive in the browser, in 1 MiB slices with a pause for the page
 * between them (the page never freezes; `signal` stops it). Files in compressed formats (`.png`,
 * `.zip`, `.mp4`…) are stored; the others deflated at `level`.
 *
 * @param files - names (unique; `/` would make folders) and contents, with an optional modification date.
 * @param options - `level` 0 (store everything) to 9, default 6; `signal`; `onProgress(doneBytes, totalBytes)`.
 * @returns the ZIP file's bytes.
 * @throws ToolInputError when there is no file or when cancelled.
 * @see PKWARE APPNOTE 6.3.10 (ZIP); RFC 1951 (deflate); fflate.
 */
export async function zipFiles(
  files: readonly { name: string; bytes: Uint8Array; lastModified?: Date | null }[],
  options: { level?: number; signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<Uint8Array> {
  if (files.length === 0) throw new ToolInputError('Nothing to zip: no link could be downloaded.');
  const level = Math.max(0, Math.min(9, options.level ?? 6)) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  const total = files.reduce((n, f) => n + f.bytes.length, 0);
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk);
  });
  const SLICE = 1 << 20;
  let done = 0;
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  for (const file of files) {
    const mtime = file.lastModified && file.lastModified.getFullYear() >= 1980 ? file.lastModified : undefined;
    const entry = level === 0 || COMPRESSED.test(file.name) ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level });
    if (mtime) entry.mtime = mtime;
    zip.add(entry);
    if (file.bytes.length === 0) entry.push(new Uint8Array(0), true);
    for (let at = 0; at < file.bytes.length; at += SLICE) {
      if (options.signal?.aborted) {
        zip.terminate();
        throw new ToolInputError('Zipping was cancelled.');
      }
      const end = Math.min(at + SLICE, file.bytes.length);
      entry.push(file.bytes.subarray(at, end), end === file.bytes.length);
      done += end - at;
      options.onProgress?.(done, total);
      if (end - at === SLICE) await pause();
    }
  }
  zip.end();
  if (failure) throw new ToolInputError(`Could not write the ZIP file: ${(failure as Error).message}`);
  return concat(parts, parts.reduce((n, p) => n + p.length, 0));
}
