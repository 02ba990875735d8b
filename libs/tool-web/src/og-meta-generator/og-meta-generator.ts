import { ToolInputError } from '@handy-tools/ui/kit';

/** The object types of the Open Graph protocol (ogp.me §Object Types, including the vertical types). */
export const OG_TYPES = [
  'website',
  'article',
  'book',
  'profile',
  'music.song',
  'music.album',
  'music.playlist',
  'music.radio_station',
  'video.movie',
  'video.episode',
  'video.tv_show',
  'video.other',
] as const;

/** An Open Graph object type, e.g. `article` or `video.episode`. */
export type OgType = (typeof OG_TYPES)[number];

/** X (Twitter) card types (developer.x.com, Cards markup reference). */
export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player', 'none'] as const;

/** A Twitter card type; `none` writes no Twitter tag. */
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** `og:determiner` values (ogp.me §Optional Metadata); '' leaves it out (the protocol's default is blank). */
export const OG_DETERMINERS = ['', 'a', 'an', 'the', 'auto'] as const;

/** Kinds of values a property takes (ogp.me §Types). */
export type OgValueKind = 'text' | 'url' | 'datetime' | 'integer' | 'enum';

/** A type-specific property of an object type, as ogp.me lists it. */
export interface OgPropertySpec {
  /** The property, e.g. `article:published_time`. */
  property: string;
  /** Its value type: `datetime` is ISO 8601, `url` an absolute http(s) URL (a profile, album, song… page), `integer` ≥ 1 (seconds, disc or track numbers). */
  kind: OgValueKind;
  /** An array property: one value per line, one tag per value. */
  multiple?: boolean;
  /** The allowed values of an `enum`. */
  options?: readonly string[];
}

const videoProperties: readonly OgPropertySpec[] = [
  { property: 'video:actor', kind: 'url', multiple: true },
  { property: 'video:actor:role', kind: 'text' },
  { property: 'video:director', kind: 'url', multiple: true },
  { property: 'video:writer', kind: 'url', multiple: true },
  { property: 'video:duration', kind: 'integer' },
  { property: 'video:release_date', kind: 'datetime' },
  { property: 'video:tag', kind: 'text', multiple: true },
];

/** The properties of each object type (ogp.me §Object Types: Music, Video, No Vertical). */
export const OG_TYPE_PROPERTIES: Record<OgType, readonly OgPropertySpec[]> = {
  website: [],
  article: [
    { property: 'article:published_time', kind: 'datetime' },
    { property: 'article:modified_time', kind: 'datetime' },
    { property: 'article:expiration_time', kind: 'datetime' },
    { property: 'article:author', kind: 'url', multiple: true },
    { property: 'article:section', kind: 'text' },
    { property: 'article:tag', kind: 'text', multiple: true },
  ],
  book: [
    { property: 'book:author', kind: 'url', multiple: true },
    { property: 'book:isbn', kind: 'text' },
    { property: 'book:release_date', kind: 'datetime' },
    { property: 'book:tag', kind: 'text', multiple: true },
  ],
  profile: [
    { property: 'profile:first_name', kind: 'text' },
    { property: 'profile:last_name', kind: 'text' },
    { property: 'profile:username', kind: 'text' },
    { property: 'profile:gender', kind: 'enum', options: ['male', 'female'] },
  ],
  'music.song': [
    { property: 'music:duration', kind: 'integer' },
    { property: 'music:album', kind: 'url', multiple: true },
    { property: 'music:album:disc', kind: 'integer' },
    { property: 'music:album:track', kind: 'integer' },
    { property: 'music:musician', kind: 'url', multiple: true },
  ],
  'music.album': [
    { property: 'music:song', kind: 'url', multiple: true },
    { property: 'music:song:disc', kind: 'integer' },
    { property: 'music:song:track', kind: 'integer' },
    { property: 'music:musician', kind: 'url', multiple: true },
    { property: 'music:release_date', kind: 'datetime' },
  ],
  'music.playlist': [
    { property: 'music:song', kind: 'url', multiple: true },
    { property: 'music:song:disc', kind: 'integer' },
    { property: 'music:song:track', kind: 'integer' },
    { property: 'music:creator', kind: 'url' },
  ],
  'music.radio_station': [{ property: 'music:creator', kind: 'url' }],
  'video.movie': videoProperties,
  'video.episode': [...videoProperties, { property: 'video:series', kind: 'url' }],
  'video.tv_show': videoProperties,
  'video.other': videoProperties,
};

/** Everything the generator writes tags from; every text is optional ('' leaves its tag out). */
export interface OgMetaInput {
  type: OgType;
  /** og:title, og:description, og:url (absolute), og:site_name. */
  title: string;
  description: string;
  url: string;
  siteName: string;
  /** og:locale (`language_TERRITORY`, e.g. `en_US`) and og:locale:alternate (one per line). */
  locale: string;
  localeAlternates: string;
  determiner: (typeof OG_DETERMINERS)[number];
  /** og:image and its structured properties (ogp.me §Structured Properties): width and height in pixels. */
  imageUrl: string;
  imageSecureUrl: string;
  imageType: string;
  imageWidth: string;
  imageHeight: string;
  imageAlt: string;
  /** og:video and og:audio URLs. */
  videoUrl: string;
  audioUrl: string;
  /** The type's properties (see {@link OG_TYPE_PROPERTIES}) by property name; an array's values one per line. Others are ignored. */
  properties: Record<string, string>;
  twitterCard: TwitterCard;
  /** twitter:site and twitter:creator: @username (the @ is added when missing). */
  twitterSite: string;
  twitterCreator: string;
  /** Player card: twitter:player (https URL of the iframe), its width and height in pixels. */
  twitterPlayer: string;
  twitterPlayerWidth: string;
  twitterPlayerHeight: string;
  /** App card: the app's name and its store ids. */
  twitterAppName: string;
  twitterAppIdIphone: string;
  twitterAppIdIpad: string;
  twitterAppIdGoogleplay: string;
  /** Also write twitter:title, twitter:description, twitter:image (and alt), which X otherwise takes from og:*. */
  twitterDuplicates: boolean;
  /** Also write `<title>` and `<meta name="description">`. */
  includeBasic: boolean;
  /** Write `<meta … />` (XHTML, JSX) rather than `<meta …>`. */
  selfClosing: boolean;
}

/** An input with every field at its default (type website, card summary_large_image). */
export const EMPTY_OG_INPUT: OgMetaInput = {
  type: 'website',
  title: '',
  description: '',
  url: '',
  siteName: '',
  locale: '',
  localeAlternates: '',
  determiner: '',
  imageUrl: '',
  imageSecureUrl: '',
  imageType: '',
  imageWidth: '',
  imageHeight: '',
  imageAlt: '',
  videoUrl: '',
  audioUrl: '',
  properties: {},
  twitterCard: 'summary_large_image',
  twitterSite: '',
  twitterCreator: '',
  twitterPlayer: '',
  twitterPlayerWidth: '',
  twitterPlayerHeight: '',
  twitterAppName: '',
  twitterAppIdIphone: '',
  twitterAppIdIpad: '',
  twitterAppIdGoogleplay: '',
  twitterDuplicates: false,
  includeBasic: false,
  selfClosing: false,
};

/** One tag: `<meta property|name="key" content="content">`, or `<title>` when `attribute` is `title`. */
export interface MetaTag {
  attribute: 'property' | 'name' | 'title';
  key: string;
  content: string;
}

/**
 * Escapes text for a double-quoted HTML attribute value or for text content: `&` → `&amp;`,
 * `"` → `&quot;`, `'` → `&#39;`, `<` → `&lt;`, `>` → `&gt;` (HTML Standard §13.1.2.3 forbids a
 * bare `"` in a double-quoted value, §13.1.4 ambiguous ampersands; escaping `< > '` too keeps the
 * result safe wherever it is pasted).
 *
 * @param text - any text.
 * @returns the escaped text.
 * @throws never.
 * @see https://html.spec.whatwg.org/multipage/syntax.html#attributes-2
 * @example escapeHtml('Tom & "Jerry" <3') // 'Tom &amp; &quot;Jerry&quot; &lt;3'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c] as string);
}

/** A field's problem, keyed by the input field (`imageWidth`) or the property (`article:published_time`). */
export interface OgProblem {
  field: string;
  message: string;
}

const ISO_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?:T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;
const LOCALE = /^[a-z]{2,3}_[A-Z]{2}$/;
const TWITTER_HANDLE = /^@?[A-Za-z0-9_]{1,15}$/;
const MIME = /^[a-z]+\/[a-z0-9.+-]+$/i;

/** Lines of a multi-value field: trimmed, blank ones dropped. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

function urlProblem(value: string, what: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${what} "${value.length > 60 ? `${value.slice(0, 60)}…` : value}" is not an absolute URL: write it in full, such as https://example.com/page.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${what} must be an http:// or https:// URL (not ${url.protocol}).`;
  return null;
}

function valueProblem(kind: OgValueKind, value: string, what: string, options?: readonly string[]): string | null {
  switch (kind) {
    case 'url':
      return urlProblem(value, what);
    case 'datetime':
      return ISO_DATETIME.test(value) ? null : `${what} must be an ISO 8601 date or date-time, such as 2026-11-28 or 2026-11-28T09:30:00Z.`;
    case 'integer':
      return /^[1-9]\d{0,9}$/.test(value) ? null : `${what} must be a whole number from 1.`;
    case 'enum':
      return options?.includes(value) ? null : `${what} must be one of: ${options?.join(', ')}.`;
    default:
      return null;
  }
}

const GENERAL_LABELS: Partial<Record<keyof OgMetaInput, string>> = {
  url: 'Page URL',
  imageUrl: 'Image URL',
  imageSecureUrl: 'Image secure URL',
  videoUrl: 'Video URL',
  audioUrl: 'Audio URL',
  twitterPlayer: 'Player URL',
};

/**
 * Checks every filled-in field: URLs absolute http(s) (og:url, og:image… must be, ogp.me
 * §Basic Metadata), ISO 8601 date-times, whole numbers, `language_TERRITORY` locales, a MIME
 * type for the image, @usernames of at most 15 letters, digits or `_`, an https player URL.
 *
 * @param input - the fields; see {@link OgMetaInput}.
 * @returns one problem per bad field, in form order; `[]` when all are fine.
 * @throws never.
 * @see https://ogp.me/
 */
export function ogMetaProblems(input: OgMetaInput): OgProblem[] {
  const problems: OgProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  for (const field of ['url', 'imageUrl', 'imageSecureUrl', 'videoUrl', 'audioUrl'] as const) {
    const value = input[field].trim();
    if (value !== '') add(field, urlProblem(value, GENERAL_LABELS[field] as string));
  }
  if (input.imageSecureUrl.trim() !== '' && !input.imageSecureUrl.trim().startsWith('https:'))
    add('imageSecureUrl', 'Image secure URL must start with https://.');
  if (input.imageType.trim() !== '' && !MIME.test(input.imageType.trim()))
    add('imageType', `Image type "${input.imageType.trim()}" is not a MIME type such as image/png or image/jpeg.`);
  for (const [field, label] of [
    ['imageWidth', 'Image width'],
    ['imageHeight', 'Image height'],
    ['twitterPlayerWidth', 'Player width'],
    ['twitterPlayerHeight', 'Player height'],
  ] as const) {
    const value = input[field].trim();
    if (value !== '') add(field, valueProblem('integer', value, `${label} (pixels)`));
  }
  if (input.locale.trim() !== '' && !LOCALE.test(input.locale.trim()))
    add('locale', `Locale "${input.locale.trim()}" must be written language_TERRITORY, such as en_US or fr_FR.`);
  const badAlternate = lines(input.localeAlternates).find((l) => !LOCALE.test(l));
  if (badAlternate !== undefined)
    add('localeAlternates', `Alternate locale "${badAlternate}" must be written language_TERRITORY, such as en_GB.`);
  for (const spec of OG_TYPE_PROPERTIES[input.type]) {
    const raw = input.properties[spec.property] ?? '';
    const values = spec.multiple ? lines(raw) : raw.trim() === '' ? [] : [raw.trim()];
    for (const value of values) {
      const problem = valueProblem(spec.kind, value, spec.property, spec.options);
      if (problem) {
        add(spec.property, problem);
        break;
      }
    }
  }
  for (const [field, label] of [
    ['twitterSite', 'Site account'],
    ['twitterCreator', 'Creator account'],
  ] as const) {
    const value = input[field].trim();
    if (value !== '' && !TWITTER_HANDLE.test(value)) add(field, `${label} must be an @username of 1 to 15 letters, digits or underscores.`);
  }
  if (input.twitterCard === 'player') {
    const player = input.twitterPlayer.trim();
    if (player !== '')
      add(
        'twitterPlayer',
        urlProblem(player, 'Player URL') ??
          (player.startsWith('https:') ? null : 'Player URL must be an https:// URL (X shows players over HTTPS only).'),
      );
  }
  return problems;
}

/**
 * Lists the tags for the input, in the order ogp.me shows them: basic metadata (og:title,
 * og:type, og:url, og:image and its structured properties), optional metadata, the type's
 * properties (array values repeated, one tag each), then the Twitter card tags. Empty fields
 * write no tag; `og:type` is always written.
 *
 * @param input - the fields; see {@link OgMetaInput}.
 * @returns the tags, unescaped.
 * @throws ToolInputError naming the first field {@link ogMetaProblems} finds wrong.
 * @see https://ogp.me/
 * @see https://developer.x.com/en/docs/x-for-websites/cards/overview/markup
 */
export function ogMetaTags(input: OgMetaInput): MetaTag[] {
  const problem = ogMetaProblems(input)[0];
  if (problem) throw new ToolInputError(problem.message);
  const tags: MetaTag[] = [];
  const og = (key: string, value: string) => {
    const v = value.trim();
    if (v !== '') tags.push({ attribute: 'property', key, content: v });
  };
  const tw = (key: string, value: string) => {
    const v = value.trim();
    if (v !== '') tags.push({ attribute: 'name', key, content: v });
  };
  if (input.includeBasic) {
    if (input.title.trim() !== '') tags.push({ attribute: 'title', key: 'title', content: input.title.trim() });
    if (input.description.trim() !== '') tags.push({ attribute: 'name', key: 'description', content: input.description.trim() });
  }
  og('og:title', input.title);
  og('og:type', input.type);
  og('og:url', input.url);
  og('og:image', input.imageUrl);
  if (input.imageUrl.trim() !== '') {
    og('og:image:secure_url', input.imageSecureUrl);
    og('og:image:type', input.imageType);
    og('og:image:width', input.imageWidth);
    og('og:image:height', input.imageHeight);
    og('og:image:alt', input.imageAlt);
  }
  // Optional metadata, in ogp.me's order.
  og('og:audio', input.audioUrl);
  og('og:description', input.description);
  og('og:determiner', input.determiner);
  og('og:locale', input.locale);
  for (const alternate of lines(input.localeAlternates)) og('og:locale:alternate', alternate);
  og('og:site_name', input.siteName);
  og('og:video', input.videoUrl);
  for (const spec of OG_TYPE_PROPERTIES[input.type]) {
    const raw = input.properties[spec.property] ?? '';
    if (spec.multiple) for (const value of lines(raw)) og(spec.property, value);
    else og(spec.property, raw);
  }
  if (input.twitterCard === 'none') return tags;
  tw('twitter:card', input.twitterCard);
  const handle = (v: string) => (v.trim() === '' ? '' : v.trim().startsWith('@') ? v.trim() : `@${v.trim()}`);
  tw('twitter:site', handle(input.twitterSite));
  tw('twitter:creator', handle(input.twitterCreator));
  if (input.twitterDuplicates) {
    tw('twitter:title', input.title);
    tw('twitter:description', input.description);
    tw('twitter:image', input.imageUrl);
    if (input.imageUrl.trim() !== '') tw('twitter:image:alt', input.imageAlt);
  }
  if (input.twitterCard === 'player') {
    tw('twitter:player', input.twitterPlayer);
    tw('twitter:player:width', input.twitterPlayerWidth);
    tw('twitter:player:height', input.twitterPlayerHeight);
  }
  if (input.twitterCard === 'app') {
    for (const platform of ['iphone', 'ipad', 'googleplay'] as const) tw(`twitter:app:name:${platform}`, input.twitterAppName);
    tw('twitter:app:id:iphone', input.twitterAppIdIphone);
    tw('twitter:app:id:ipad', input.twitterAppIdIpad);
    tw('twitter:app:id:googleplay', input.twitterAppIdGoogleplay);
  }
  return tags;
}

/**
 * Writes tags as HTML for a page's `<head>`, one per line, every attribute value and the title
 * escaped with {@link escapeHtml}: `<meta property="og:title" content="Tom &amp; Jerry">`
 * (Open Graph tags use `property`, Twitter tags and the description `name`).
 *
 * @param tags - from {@link ogMetaTags}.
 * @param selfClosing - write `<meta … />` (XHTML, JSX) instead of `<meta …>`.
 * @returns the HTML.
 * @throws never.
 */
export function metaTagsToHtml(tags: readonly MetaTag[], selfClosing = false): string {
  const end = selfClosing ? ' />' : '>';
  return tags
    .map((tag) =>
      tag.attribute === 'title'
        ? `<title>${escapeHtml(tag.content)}</title>`
        : `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}"${end}`,
    )
    .join('\n');
}

/**
 * Generates the Open Graph and Twitter card tags of a page as HTML: {@link ogMetaTags} then
 * {@link metaTagsToHtml}.
 *
 * @param input - the fields; see {@link OgMetaInput}.
 * @returns the HTML, one tag per line.
 * @throws ToolInputError naming the first bad field.
 * @see https://ogp.me/
 * @example generateOgMeta({ ...EMPTY_OG_INPUT, title: 'A & B' }) // '<meta property="og:title" content="A &amp; B">\n<meta property="og:type" content="website">\n<meta name="twitter:card" content="summary_large_image">'
 */
export function generateOgMeta(input: OgMetaInput): string {
  return metaTagsToHtml(ogMetaTags(input), input.selfClosing);
}
