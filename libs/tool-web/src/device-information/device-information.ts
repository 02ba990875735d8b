import { ToolInputError } from '@handy-tools/ui/kit';

/**
 * What the browser tells about the device and its settings at one moment. Every field is null
 * where the browser does not expose it (e.g. `deviceMemory` outside Chromium).
 */
export interface DeviceSnapshot {
  /** `screen.width` × `screen.height`, in CSS pixels. */
  screenWidth: number | null;
  screenHeight: number | null;
  /** `screen.availWidth` × `screen.availHeight`: the screen less the OS's task bars, in CSS pixels. */
  availWidth: number | null;
  availHeight: number | null;
  /** `screen.colorDepth`, bits per pixel. */
  colorDepth: number | null;
  /** `devicePixelRatio`: device pixels per CSS pixel (dppx). */
  pixelRatio: number | null;
  /** `screen.orientation.type` (Screen Orientation API), e.g. `landscape-primary`; else `portrait`/`landscape` from the orientation media query. */
  orientation: string | null;
  /** `screen.orientation.angle`, degrees. */
  orientationAngle: number | null;
  /** `innerWidth` × `innerHeight`: the layout viewport with scroll bars, in CSS pixels. */
  viewportWidth: number | null;
  viewportHeight: number | null;
  /** `visualViewport.scale`: the pinch-zoom factor. */
  zoom: number | null;
  /** `navigator.language` and `navigator.languages` (BCP 47 tags, preferred first). */
  language: string | null;
  languages: string[];
  /** IANA time zone name from `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | null;
  /** Offset from UTC in minutes, east positive (−`Date#getTimezoneOffset()`). */
  utcOffsetMinutes: number | null;
  /** The locale `Intl` formats with by default. */
  intlLocale: string | null;
  /** `navigator.hardwareConcurrency`: logical processors. */
  cores: number | null;
  /** `navigator.deviceMemory` (Device Memory API): RAM in GiB, rounded down to a power of two and capped (0.25 to 8). */
  deviceMemory: number | null;
  /** `navigator.maxTouchPoints`: simultaneous touch points, 0 without a touch screen. */
  touchPoints: number | null;
  /** Primary pointer from `(pointer: fine|coarse|none)`. */
  pointer: 'fine' | 'coarse' | 'none' | null;
  /** Whether the primary pointer can hover, from `(hover: hover|none)`. */
  hover: boolean | null;
  /** Media Queries Level 5 preferences: `prefers-color-scheme`, `prefers-reduced-motion`, `prefers-contrast`, `forced-colors`. */
  colorScheme: 'light' | 'dark' | null;
  reducedMotion: boolean | null;
  contrast: 'no-preference' | 'more' | 'less' | 'custom' | null;
  forcedColors: boolean | null;
  /** Media Queries Level 4 `color-gamut` (widest matched) and `dynamic-range`. */
  colorGamut: 'srgb' | 'p3' | 'rec2020' | null;
  highDynamicRange: boolean | null;
  /** `navigator.userAgent`. */
  userAgent: string | null;
  /** `navigator.platform` (deprecated but still filled in). */
  platform: string | null;
  /** `navigator.cookieEnabled` and `navigator.onLine`. */
  cookiesEnabled: boolean | null;
  online: boolean | null;
}

/** The parts of `window` that {@link readDeviceSnapshot} reads; any may be missing. */
export interface DeviceEnvironment {
  screen?: Partial<Pick<Screen, 'width' | 'height' | 'availWidth' | 'availHeight' | 'colorDepth'>> & {
    orientation?: { type?: string; angle?: number };
  };
  devicePixelRatio?: number;
  innerWidth?: number;
  innerHeight?: number;
  visualViewport?: { scale?: number } | null;
  navigator?: Partial<
    Pick<
      Navigator,
      'language' | 'languages' | 'hardwareConcurrency' | 'maxTouchPoints' | 'userAgent' | 'platform' | 'cookieEnabled' | 'onLine'
    >
  > & { deviceMemory?: number };
  matchMedia?: (query: string) => { matches: boolean };
}

/** A number when `value` is a finite number, else null. */
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** Runs a read that may throw (a missing API, a hostile environment) and gives null instead. */
function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * Reads the device and browser settings from a window-like object: Screen (CSSOM View), device
 * pixel ratio, viewport, Screen Orientation, Navigator languages and hardware, Intl time zone and
 * the user-preference media features of Media Queries Level 5. Call it in the browser after
 * mounting (never while rendering on the server): every value is read at the time of the call.
 *
 * @param env - the window (default `globalThis`); a partial fake in tests.
 * @param now - the moment whose UTC offset is given (default now; DST changes it).
 * @returns the values, null where not exposed; see {@link DeviceSnapshot}.
 * @throws never: a missing or throwing API gives null.
 * @see https://drafts.csswg.org/cssom-view/#the-screen-interface
 * @see https://w3c.github.io/screen-orientation/
 * @see https://drafts.csswg.org/mediaqueries-5/#mf-user-preferences
 * @see https://www.w3.org/TR/device-memory/
 */
export function readDeviceSnapshot(
  env: DeviceEnvironment = globalThis as unknown as DeviceEnvironment,
  now: Date = new Date(),
): DeviceSnapshot {
  const e = (env ?? {}) as DeviceEnvironment;
  const s = safe(() => e.screen) ?? undefined;
  const n = safe(() => e.navigator) ?? undefined;
  const media = (query: string): boolean | null =>
    safe(() => (typeof e.matchMedia === 'function' ? Boolean(e.matchMedia(query).matches) : null));
  const first = <T extends string>(feature: string, values: readonly T[]): T | null => {
    for (const v of values) if (media(`(${feature}: ${v})`)) return v;
    return null;
  };
  const orientationType = safe(() => str(s?.orientation?.type));
  const languages = safe(() => (Array.isArray(n?.languages) ? n.languages.filter((l): l is string => typeof l === 'string') : [])) ?? [];
  const resolved = safe(() => Intl.DateTimeFormat().resolvedOptions());
  const offset = safe(() => -now.getTimezoneOffset());
  const colorScheme = first('prefers-color-scheme', ['dark', 'light'] as const);
  return {
    screenWidth: safe(() => num(s?.width)),
    screenHeight: safe(() => num(s?.height)),
    availWidth: safe(() => num(s?.availWidth)),
    availHeight: safe(() => num(s?.availHeight)),
    colorDepth: safe(() => num(s?.colorDepth)),
    pixelRatio: safe(() => num(e.devicePixelRatio)),
    orientation: orientationType ?? first('orientation', ['portrait', 'landscape'] as const),
    orientationAngle: safe(() => num(s?.orientation?.angle)),
    viewportWidth: safe(() => num(e.innerWidth)),
    viewportHeight: safe(() => num(e.innerHeight)),
    zoom: safe(() => num(e.visualViewport?.scale)),
    language: safe(() => str(n?.language)),
    languages,
    timeZone: str(resolved?.timeZone),
    utcOffsetMinutes: num(offset === 0 ? 0 : offset),
    intlLocale: str(resolved?.locale),
    cores: safe(() => num(n?.hardwareConcurrency)),
    deviceMemory: safe(() => num(n?.deviceMemory)),
    touchPoints: safe(() => num(n?.maxTouchPoints)),
    pointer: first('pointer', ['fine', 'coarse', 'none'] as const),
    hover: media('(hover: hover)') ?? null,
    // A browser that matches neither reports no preference: light is the CSS initial value.
    colorScheme: colorScheme ?? (typeof e.matchMedia === 'function' ? 'light' : null),
    reducedMotion: media('(prefers-reduced-motion: reduce)'),
    contrast: first('prefers-contrast', ['more', 'less', 'custom', 'no-preference'] as const),
    forcedColors: media('(forced-colors: active)'),
    colorGamut: first('color-gamut', ['rec2020', 'p3', 'srgb'] as const),
    highDynamicRange: media('(dynamic-range: high)'),
    userAgent: safe(() => str(n?.userAgent)),
    platform: safe(() => str(n?.platform)),
    cookiesEnabled: safe(() => bool(n?.cookieEnabled)),
    online: safe(() => bool(n?.onLine)),
  };
}

/**
 * Writes an offset from UTC as ISO 8601 does: `+05:30`, `-03:30`, `+00:00`.
 *
 * @param minutesEast - minutes east of UTC (India is +330, Newfoundland standard time −210).
 * @returns the `±hh:mm` form.
 * @throws ToolInputError when the value is not a whole number of minutes within ±24 hours.
 * @see ISO 8601-1:2019 §4.3.13 (time shift)
 * @example formatUtcOffset(330) // '+05:30'
 */
export function formatUtcOffset(minutesEast: number): string {
  if (!Number.isInteger(minutesEast) || Math.abs(minutesEast) >= 24 * 60)
    throw new ToolInputError(`${minutesEast} is not an offset from UTC: give whole minutes within ±24 hours.`);
  const sign = minutesEast < 0 ? '-' : '+';
  const abs = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The media queries whose changes {@link watchDeviceChanges} listens to. */
export const WATCHED_MEDIA_QUERIES = [
  '(prefers-color-scheme: dark)',
  '(prefers-reduced-motion: reduce)',
  '(prefers-contrast: more)',
  '(prefers-contrast: less)',
  '(forced-colors: active)',
  '(orientation: portrait)',
  '(pointer: coarse)',
  '(pointer: fine)',
  '(hover: hover)',
  '(dynamic-range: high)',
  '(color-gamut: p3)',
] as const;

/** The window events and media-query lists {@link watchDeviceChanges} uses; `window` has them all. */
export interface WatchableEnvironment {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  devicePixelRatio?: number;
  matchMedia?: (query: string) => {
    addEventListener(type: 'change', listener: () => void): void;
    removeEventListener(type: 'change', listener: () => void): void;
  };
  screen?: {
    orientation?: {
      addEventListener?(type: 'change', listener: () => void): void;
      removeEventListener?(type: 'change', listener: () => void): void;
    };
  };
  visualViewport?: {
    addEventListener(type: 'resize', listener: () => void): void;
    removeEventListener(type: 'resize', listener: () => void): void;
  } | null;
}

/**
 * Calls `onChange` whenever a value of {@link readDeviceSnapshot} may have changed: the window is
 * resized or zoomed (`resize`, `visualViewport` `resize`, a `resolution` media query for the pixel
 * ratio, re-armed at each change), the screen turns (`orientationchange`, Screen Orientation
 * `change`), a preference or pointer media query flips ({@link WATCHED_MEDIA_QUERIES}), the
 * languages change (`languagechange`) or the connection does (`online`/`offline`).
 *
 * @param env - the window (default `globalThis`).
 * @param onChange - called with no argument; read a new snapshot there.
 * @returns a function that removes every listener.
 * @throws never.
 * @see https://drafts.csswg.org/cssom-view/#dom-window-matchmedia
 */
export function watchDeviceChanges(
  onChange: () => void,
  env: WatchableEnvironment = globalThis as unknown as WatchableEnvironment,
): () => void {
  const cleanups: (() => void)[] = [];
  for (const type of ['resize', 'orientationchange', 'languagechange', 'online', 'offline']) {
    env.addEventListener(type, onChange);
    cleanups.push(() => env.removeEventListener(type, onChange));
  }
  const orientation = env.screen?.orientation;
  if (orientation?.addEventListener) {
    orientation.addEventListener('change', onChange);
    cleanups.push(() => orientation.removeEventListener?.('change', onChange));
  }
  const viewport = env.visualViewport;
  if (viewport) {
    viewport.addEventListener('resize', onChange);
    cleanups.push(() => viewport.removeEventListener('resize', onChange));
  }
  if (typeof env.matchMedia === 'function') {
    const matchMedia = env.matchMedia.bind(env);
    for (const query of WATCHED_MEDIA_QUERIES) {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      cleanups.push(() => list.removeEventListener('change', onChange));
    }
    // The pixel ratio changes with the browser's zoom or another screen: a query for the current
    // ratio stops matching then, and is set up anew for the new one.
    let dprList: ReturnType<typeof matchMedia> | null = null;
    const onDpr = () => {
      dprList?.removeEventListener('change', onDpr);
      dprList = matchMedia(`(resolution: ${env.devicePixelRatio ?? 1}dppx)`);
      dprList.addEventListener('change', onDpr);
      if (armed) onChange();
    };
    let armed = false;
    onDpr();
    armed = true;
    cleanups.push(() => dprList?.removeEventListener('change', onDpr));
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/** The fields of a {@link DeviceSnapshot} written as text, keyed as in the tool's tables. */
export type DeviceSummary = Record<
  | 'screen'
  | 'available'
  | 'physical'
  | 'colorDepth'
  | 'pixelRatio'
  | 'orientation'
  | 'viewport'
  | 'zoom'
  | 'colorScheme'
  | 'reducedMotion'
  | 'contrast'
  | 'forcedColors'
  | 'colorGamut'
  | 'dynamicRange'
  | 'cores'
  | 'memory'
  | 'touchPoints'
  | 'pointer'
  | 'language'
  | 'languages'
  | 'timeZone'
  | 'utcOffset'
  | 'intlLocale'
  | 'platform'
  | 'cookies'
  | 'online'
  | 'userAgent',
  string
>;

const size = (w: number | null, h: number | null, unit = 'px') => (w === null || h === null ? '' : `${w} × ${h} ${unit}`);
const yesNo = (b: boolean | null, yes: string, no: string) => (b === null ? '' : b ? yes : no);

/**
 * Writes a snapshot's values as short English text (units included), '' where a value is unknown:
 * e.g. `screen` "1920 × 1080 px", `physical` "3840 × 2160 device px", `pixelRatio` "2 dppx",
 * `utcOffset` "+01:00", `memory` "8 GiB or more".
 *
 * @param s - a snapshot from {@link readDeviceSnapshot}.
 * @returns the texts, keyed by field; see {@link DeviceSummary}.
 * @throws never.
 */
export function summarizeDevice(s: DeviceSnapshot): DeviceSummary {
  const ratio = s.pixelRatio;
  const physical =
    ratio === null || s.screenWidth === null || s.screenHeight === null
      ? ''
      : size(Math.round(s.screenWidth * ratio), Math.round(s.screenHeight * ratio), 'device px');
  const offset = s.utcOffsetMinutes === null ? '' : `UTC${formatUtcOffset(s.utcOffsetMinutes)}`;
  return {
    screen: size(s.screenWidth, s.screenHeight),
    available: size(s.availWidth, s.availHeight),
    physical,
    colorDepth: s.colorDepth === null ? '' : `${s.colorDepth} bits`,
    pixelRatio: ratio === null ? '' : `${Number(ratio.toFixed(3))} dppx`,
    orientation: s.orientation === null ? '' : s.orientationAngle === null ? s.orientation : `${s.orientation} (${s.orientationAngle}°)`,
    viewport: size(s.viewportWidth, s.viewportHeight),
    zoom: s.zoom === null ? '' : `${Number((s.zoom * 100).toFixed(1))} %`,
    colorScheme: s.colorScheme ?? '',
    reducedMotion: yesNo(s.reducedMotion, 'reduce', 'no-preference'),
    contrast: s.contrast ?? '',
    forcedColors: yesNo(s.forcedColors, 'active', 'none'),
    colorGamut: s.colorGamut ?? '',
    dynamicRange: yesNo(s.highDynamicRange, 'high', 'standard'),
    cores: s.cores === null ? '' : String(s.cores),
    memory: s.deviceMemory === null ? '' : s.deviceMemory >= 8 ? `${s.deviceMemory} GiB or more` : `${s.deviceMemory} GiB`,
    touchPoints: s.touchPoints === null ? '' : String(s.touchPoints),
    pointer: s.pointer === null ? '' : `${s.pointer}${s.hover === null ? '' : s.hover ? ', can hover' : ', no hover'}`,
    language: s.language ?? '',
    languages: s.languages.join(', '),
    timeZone: s.timeZone ?? '',
    utcOffset: offset,
    intlLocale: s.intlLocale ?? '',
    platform: s.platform ?? '',
    cookies: yesNo(s.cookiesEnabled, 'enabled', 'disabled'),
    online: yesNo(s.online, 'online', 'offline'),
    userAgent: s.userAgent ?? '',
  };
}

/**
 * Writes the summary as plain text, one `Label: value` line per known value, under section
 * headings; unknown values are written "unknown".
 *
 * @param summary - from {@link summarizeDevice}.
 * @param sections - the headings and, for each, the `[key, label]` pairs in order (the UI's translated labels).
 * @returns the text, sections separated by a blank line.
 * @throws never.
 */
export function deviceSummaryToText(
  summary: DeviceSummary,
  sections: readonly { title: string; rows: readonly (readonly [keyof DeviceSummary, string])[] }[],
): string {
  return sections
    .map((section) => [section.title, ...section.rows.map(([key, label]) => `${label}: ${summary[key] || 'unknown'}`)].join('\n'))
    .join('\n\n');
}
