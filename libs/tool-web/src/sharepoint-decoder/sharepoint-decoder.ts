import { ToolInputError } from '@handy-tools/ui/kit';
import { decodeBase64Utf8, encodeBase64UrlUtf8 } from '../shared/base64url.js';
import { safeDecodeURIComponent, tryParseUrl } from '../shared/find-urls.js';

/**
 * Reading SharePoint and OneDrive sharing links offline: Microsoft Graph share ids (`u!…`), the
 * typed short forms (`/:x:/r/…`, `/:b:/s/…`), `?id=` library links, `Doc.aspx` links and
 * OneDrive consumer links — what each points to, and the Graph request that resolves it.
 */

/** The kind of item a typed sharing link (`/:x:/…`) announces. */
export const SHAREPOINT_TYPE_CODES: Readonly<Record<string, string>> = {
  w: 'Word document',
  x: 'Excel workbook',
  p: 'PowerPoint presentation',
  o: 'OneNote notebook',
  b: 'PDF or other file',
  f: 'Folder',
  u: 'File',
  i: 'Image',
  v: 'Video',
  t: 'Text file',
  l: 'List',
};

/** What a sharing link or share id was read as. */
export type SharePointLinkForm = 'share-id' | 'graph-shares' | 'typed-path' | 'typed-token' | 'id-parameter' | 'doc-aspx' | 'onedrive-consumer' | 'other';

/** A SharePoint / OneDrive link taken apart; see {@link decodeSharePointLink}. */
export interface SharePointLink {
  form: SharePointLinkForm;
  /** The full address of the target file or folder, when the link holds it; else null. */
  target: string | null;
  /** The site (or personal OneDrive) the item is in, when known. */
  site: string | null;
  /** The file or folder name, when known. */
  fileName: string | null;
  /** The item kind from the link's `:x:` code, e.g. `Excel workbook`; null when there is none. */
  itemType: string | null;
  /** The one- or two-letter type code itself (`x`), or null. */
  typeCode: string | null;
  /** For a sharing link whose item is named by an opaque token: the token; else null. */
  token: string | null;
  /** The sharing link the share id stands for (the URL inside a `u!` id, or the input). */
  sharingUrl: string;
  /** The Microsoft Graph share id of `sharingUrl` (`u!` + base64url, no padding). */
  shareId: string;
  /** The Graph request that resolves the link to its drive item. */
  graphRequest: string;
  /** Remarks for users (e.g. that a token cannot be resolved offline). */
  notes: string[];
}

const GRAPH_SHARES = 'https://graph.microsoft.com/v1.0/shares/';

/**
 * Encodes a sharing URL as a Microsoft Graph share id: the URL's UTF-8 bytes in unpadded
 * base64url, prefixed with `u!` (Graph docs, "Accessing shared DriveItems", "Encoding sharing
 * URLs": Base64-encode, remove trailing `=`, replace `/` with `_` and `+` with `-`, prepend `u!`).
 *
 * @param sharingUrl - the sharing link.
 * @returns the share id.
 * @throws ToolInputError when the text is empty.
 * @see https://learn.microsoft.com/en-us/graph/api/shares-get#encoding-sharing-urls
 * @example encodeShareId('https://onedrive.live.com/redir?resid=1231244193912!12&authKey=1201919!12921!1') // 'u!aHR0cHM6Ly9vbmVkcml2ZS5saXZlLmNvbS9yZWRpcj9yZXNpZD0xMjMxMjQ0MTkzOTEyITEyJmF1dGhLZXk9MTIwMTkxOSExMjkyMSEx'
 */
export function encodeShareId(sharingUrl: string): string {
  const url = sharingUrl.trim();
  if (url === '') throw new ToolInputError('Enter a sharing link to encode.');
  return `u!${encodeBase64UrlUtf8(url)}`;
}

/**
 * Decodes a Microsoft Graph share id (`u!…`) back to the sharing URL it encodes.
 *
 * @param shareId - the share id, with its `u!` prefix.
 * @returns the sharing URL.
 * @throws ToolInputError when the id does not start with `u!`, is not base64url, or does not
 *   decode to UTF-8 text.
 * @see https://learn.microsoft.com/en-us/graph/api/shares-get#encoding-sharing-urls
 */
export function decodeShareId(shareId: string): string {
  const id = shareId.trim();
  if (!/^u!/i.test(id)) {
    throw new ToolInputError('A share id starts with "u!" followed by the base64url of the sharing link (Microsoft Graph, "Encoding sharing URLs").', { position: 0 });
  }
  const body = id.slice(2);
  const bad = /[^A-Za-z0-9_=+/-]/.exec(body);
  if (bad) throw new ToolInputError(`Character "${bad[0]}" at position ${bad.index + 3} is not base64url: a share id holds only letters, digits, "-" and "_".`, { position: bad.index + 2 });
  const decoded = body === '' ? null : decodeBase64Utf8(body);
  if (decoded === null) throw new ToolInputError('The text after "u!" is not valid base64url of a link (its length or its bytes are wrong).', { position: 2 });
  return decoded;
}

function graphFor(sharingUrl: string) {
  const shareId = encodeShareId(sharingUrl);
  return { sharingUrl, shareId, graphRequest: `${GRAPH_SHARES}${shareId}/driveItem` };
}

const isSharePointHost = (host: string) => /(^|\.)sharepoint(-df)?\.com$/i.test(host) || /(^|\.)sharepoint\.(us|de|cn)$/i.test(host) || /\.sharepoint-mil\.us$/i.test(host);

/** The site path of a server-relative path: /sites/x, /teams/x or /personal/x, or '' (root site). */
function sitePath(path: string): string {
  const m = /^\/(sites|teams|personal)\/[^/]+/i.exec(path);
  return m ? m[0] : '';
}

const lastSegment = (path: string) => {
  const parts = path.split('/').filter((s) => s !== '');
  return parts.length > 0 ? (parts[parts.length - 1] as string) : null;
};

/**
 * Reads a SharePoint or OneDrive sharing link, or a Graph share id, and tells what it points to:
 *
 * - `u!…` share ids and `…/shares/u!…` Graph URLs: decoded to the sharing link inside, which is
 *   then read as below;
 * - typed links `https://tenant.sharepoint.com/:x:/r/sites/Team/Shared Documents/Budget.xlsx`
 *   (`r`: the path follows) → the file's full address;
 * - typed links `/:x:/s/Team/<token>`, `/:w:/g/personal/user/<token>`, `/:f:/t/…` → the site and
 *   kind; the item itself is an opaque token only SharePoint resolves;
 * - library links with `?id=/sites/…/file` (AllItems.aspx, onedrive.aspx) → the file's address
 *   (the reference tool's behaviour: host + `id`);
 * - `_layouts/15/Doc.aspx?sourcedoc={GUID}&file=Name.docx` → the file name and document id;
 * - OneDrive consumer links (`1drv.ms`, `onedrive.live.com`).
 *
 * Every form also gets its Graph share id and the `GET /shares/{id}/driveItem` request.
 *
 * @param input - a sharing link or a share id.
 * @returns the link's parts, see {@link SharePointLink}.
 * @throws ToolInputError for empty input, a bad share id, or text that is not a URL.
 * @see https://learn.microsoft.com/en-us/graph/api/shares-get
 */
export function decodeSharePointLink(input: string): SharePointLink {
  const text = input.trim();
  if (text === '') throw new ToolInputError('Enter a SharePoint or OneDrive sharing link, or a share id (u!…).');
  if (/^u!/i.test(text)) {
    const inner = decodeShareId(text);
    const nested = tryParseUrl(inner) ? decodeSharePointLink(inner) : null;
    return {
      ...(nested ?? emptyLink(inner)),
      form: 'share-id',
      notes: [`The share id encodes the sharing link ${inner}.`, ...(nested?.notes ?? [])],
    };
  }
  const url = tryParseUrl(text);
  if (url === null) throw new ToolInputError('This is not a link: paste a sharing link starting with https:// or a share id starting with u!.', { position: 0 });
  const shares = /\/shares\/(u![A-Za-z0-9_=-]+)/i.exec(url.pathname);
  if (shares && /graph\.microsoft\.com$/i.test(url.hostname)) {
    const inner = decodeShareId(shares[1] as string);
    const nested = tryParseUrl(inner) ? decodeSharePointLink(inner) : null;
    return { ...(nested ?? emptyLink(inner)), form: 'graph-shares', notes: [`The Graph request names the sharing link ${inner}.`, ...(nested?.notes ?? [])] };
  }
  const origin = `${url.protocol}//${url.host}`;
  const path = safeDecodeURIComponent(url.pathname);
  const base = { ...graphFor(text), notes: [] as string[] };

  const typed = /^\/:([a-z]{1,2}):\/([a-z])\/(.*)$/i.exec(path);
  if (typed) {
    const typeCode = (typed[1] as string).toLowerCase();
    const kind = (typed[2] as string).toLowerCase();
    const rest = typed[3] as string;
    const itemType = SHAREPOINT_TYPE_CODES[typeCode] ?? `unknown type "${typeCode}"`;
    if (kind === 'r') {
      const target = `${origin}/${rest}`;
      return { ...base, form: 'typed-path', target: encodeURI(target), site: sitePath(`/${rest}`) ? `${origin}${sitePath(`/${rest}`)}` : origin, fileName: lastSegment(rest), itemType, typeCode, token: null };
    }
    // s: /sites/<name>, t: /teams/<name>, g: the path as written; the last segment is the item's token.
    const parts = rest.split('/').filter((s) => s !== '');
    const token = parts.length > 0 ? (parts.pop() as string) : null;
    const prefix = kind === 's' ? '/sites' : kind === 't' ? '/teams' : '';
    const site = parts.length > 0 ? encodeURI(`${origin}${prefix}/${parts.join('/')}`) : origin;
    base.notes.push('The item is named by a sharing token that only SharePoint can resolve: open the link, or send the Graph request, to reach the file.');
    return { ...base, form: 'typed-token', target: null, site, fileName: null, itemType, typeCode, token };
  }

  const idParam = url.searchParams.get('id');
  if (idParam && idParam.startsWith('/') && (isSharePointHost(url.hostname) || /\.aspx$/i.test(url.pathname))) {
    const target = encodeURI(`${origin}${idParam}`);
    const parent = url.searchParams.get('parent');
    if (parent) base.notes.push(`Folder shown around it: ${encodeURI(origin + parent)}`);
    return { ...base, form: 'id-parameter', target, site: `${origin}${sitePath(idParam)}`, fileName: lastSegment(idParam), itemType: null, typeCode: null, token: null };
  }

  if (/\/_layouts\/15\/(Doc|WopiFrame|xlviewer|WopiFrame2)\.aspx$/i.test(url.pathname)) {
    const file = url.searchParams.get('file');
    const sourcedoc = url.searchParams.get('sourcedoc');
    if (sourcedoc) base.notes.push(`Document id (unique id of the file): ${sourcedoc.replace(/[{}]/g, '')}`);
    return { ...base, form: 'doc-aspx', target: null, site: `${origin}${sitePath(url.pathname)}`, fileName: file, itemType: null, typeCode: null, token: null };
  }

  if (/^(1drv\.ms|onedrive\.live\.com)$/i.test(url.hostname)) {
    const short = /^\/([a-z])\/(?:[a-z]\/)?(s![^/?#]+|c\/[^/?#]+)/i.exec(url.pathname);
    const cid = url.searchParams.get('cid');
    const resid = url.searchParams.get('resid') ?? url.searchParams.get('id');
    if (cid) base.notes.push(`Drive (cid): ${cid}`);
    if (resid) base.notes.push(`Item id (resid): ${resid}`);
    const typeCode = short ? (short[1] as string).toLowerCase() : null;
    return {
      ...base,
      form: 'onedrive-consumer',
      target: null,
      site: 'https://onedrive.live.com',
      fileName: null,
      itemType: typeCode ? (SHAREPOINT_TYPE_CODES[typeCode] ?? null) : null,
      typeCode,
      token: short ? (short[2] as string) : null,
    };
  }

  if (!isSharePointHost(url.hostname)) {
    base.notes.push('This host is not a SharePoint or OneDrive one; its share id is still shown.');
  }
  return { ...base, form: 'other', target: text, site: `${origin}${sitePath(url.pathname)}`, fileName: lastSegment(path), itemType: null, typeCode: null, token: null };
}

function emptyLink(sharingUrl: string): SharePointLink {
  return { form: 'share-id', target: null, site: null, fileName: null, itemType: null, typeCode: null, token: null, ...graphFor(sharingUrl), notes: [] };
}
