import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { ogMetaGeneratorTool } from './meta.js';
import { ogMetaGeneratorState } from './state.js';
import {
  EMPTY_OG_INPUT,
  escapeHtml,
  generateOgMeta,
  metaTagsToHtml,
  OG_TYPE_PROPERTIES,
  OG_TYPES,
  ogMetaProblems,
  ogMetaTags,
  type OgMetaInput,
} from './og-meta-generator.js';

const input = (patch: Partial<OgMetaInput>): OgMetaInput => ({ ...EMPTY_OG_INPUT, ...patch });

// Expected markup from The Open Graph protocol, https://ogp.me/ (its examples are written with " />").
describe('generateOgMeta — ogp.me examples', () => {
  it('Basic Metadata: The Rock', () => {
    expect(
      generateOgMeta(
        input({
          title: 'The Rock',
          type: 'video.movie',
          url: 'https://www.imdb.com/title/tt0117500/',
          imageUrl: 'https://ia.media-imdb.com/images/rock.jpg',
          twitterCard: 'none',
          selfClosing: true,
        }),
      ),
    ).toBe(
      [
        '<meta property="og:title" content="The Rock" />',
        '<meta property="og:type" content="video.movie" />',
        '<meta property="og:url" content="https://www.imdb.com/title/tt0117500/" />',
        '<meta property="og:image" content="https://ia.media-imdb.com/images/rock.jpg" />',
      ].join('\n'),
    );
  });

  it('Optional Metadata', () => {
    const html = generateOgMeta(
      input({
        audioUrl: 'https://example.com/bond/theme.mp3',
        description: 'Sean Connery found fame and fortune as the suave, sophisticated British agent, James Bond.',
        determiner: 'the',
        locale: 'en_GB',
        localeAlternates: 'fr_FR\nes_ES',
        siteName: 'IMDb',
        videoUrl: 'https://example.com/bond/trailer.swf',
        twitterCard: 'none',
        selfClosing: true,
      }),
    );
    expect(html.split('\n').slice(1)).toEqual([
      '<meta property="og:audio" content="https://example.com/bond/theme.mp3" />',
      '<meta property="og:description" content="Sean Connery found fame and fortune as the suave, sophisticated British agent, James Bond." />',
      '<meta property="og:determiner" content="the" />',
      '<meta property="og:locale" content="en_GB" />',
      '<meta property="og:locale:alternate" content="fr_FR" />',
      '<meta property="og:locale:alternate" content="es_ES" />',
      '<meta property="og:site_name" content="IMDb" />',
      '<meta property="og:video" content="https://example.com/bond/trailer.swf" />',
    ]);
  });

  it('Structured Properties: og:image', () => {
    const html = generateOgMeta(
      input({
        imageUrl: 'https://example.com/ogp.jpg',
        imageSecureUrl: 'https://secure.example.com/ogp.jpg',
        imageType: 'image/jpeg',
        imageWidth: '400',
        imageHeight: '300',
        imageAlt: 'A shiny red apple with a bite taken out',
        twitterCard: 'none',
        selfClosing: true,
      }),
    );
    expect(html.split('\n').slice(1)).toEqual([
      '<meta property="og:image" content="https://example.com/ogp.jpg" />',
      '<meta property="og:image:secure_url" content="https://secure.example.com/ogp.jpg" />',
      '<meta property="og:image:type" content="image/jpeg" />',
      '<meta property="og:image:width" content="400" />',
      '<meta property="og:image:height" content="300" />',
      '<meta property="og:image:alt" content="A shiny red apple with a bite taken out" />',
    ]);
  });

  it('Arrays: one tag per value, in order', () => {
    const tags = ogMetaTags(
      input({
        type: 'article',
        properties: { 'article:tag': 'one\n\n two \nthree', 'article:author': 'https://example.com/a\nhttps://example.com/b' },
      }),
    );
    expect(tags.filter((t) => t.key === 'article:tag').map((t) => t.content)).toEqual(['one', 'two', 'three']);
    expect(tags.filter((t) => t.key === 'article:author')).toHaveLength(2);
  });
});

describe('escaping (HTML Standard §13.1.2.3 attribute values)', () => {
  it('escapes & " \' < > in attribute values and the title', () => {
    expect(escapeHtml(`Tom & "Jerry" <3 'x'`)).toBe('Tom &amp; &quot;Jerry&quot; &lt;3 &#39;x&#39;');
    const html = generateOgMeta(input({ title: 'A "quoted" <b>bold</b> & more', includeBasic: true, twitterCard: 'none' }));
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; more</title>');
    expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; more">');
  });

  it('an HTML parser reads every value back exactly (round trip through DOMParser-like decoding)', () => {
    const decode = (s: string) =>
      s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e] as string);
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== ''),
        (title) => {
          const html = metaTagsToHtml([{ attribute: 'property', key: 'og:title', content: title }]);
          const m = /^<meta property="og:title" content="([^"]*)">$/.exec(html);
          expect(m).not.toBeNull();
          expect(m?.[1]).not.toMatch(/[<>"']/);
          expect(decode(m?.[1] ?? '')).toBe(title);
        },
      ),
    );
  });
});

describe('types and Twitter cards', () => {
  it('writes only the chosen type’s properties (ogp.me: video.episode adds video:series)', () => {
    const properties = { 'video:series': 'https://example.com/show', 'article:section': 'ignored', 'video:duration': '1500' };
    const keys = (type: OgMetaInput['type']) => ogMetaTags(input({ type, properties })).map((t) => t.key);
    expect(keys('video.episode')).toEqual(expect.arrayContaining(['video:series', 'video:duration']));
    expect(keys('video.movie')).not.toContain('video:series');
    expect(keys('video.movie')).not.toContain('article:section');
    for (const type of OG_TYPES)
      expect(OG_TYPE_PROPERTIES[type].every((p) => type === 'website' || p.property.split(':')[0] === type.split('.')[0])).toBe(true);
  });

  it('writes Twitter tags with name=, adds a missing @, and the player and app cards’ fields', () => {
    const html = generateOgMeta(
      input({
        twitterCard: 'player',
        twitterSite: 'example',
        twitterCreator: '@author',
        twitterPlayer: 'https://example.com/embed',
        twitterPlayerWidth: '480',
        twitterPlayerHeight: '270',
      }),
    );
    expect(html).toContain('<meta name="twitter:card" content="player">');
    expect(html).toContain('<meta name="twitter:site" content="@example">');
    expect(html).toContain('<meta name="twitter:creator" content="@author">');
    expect(html).toContain('<meta name="twitter:player:width" content="480">');
    const app = generateOgMeta(
      input({
        twitterCard: 'app',
        twitterAppName: 'Cannonball',
        twitterAppIdIphone: '929750075',
        twitterAppIdGoogleplay: 'io.fabric.samples.cannonball',
      }),
    );
    expect(app).toContain('<meta name="twitter:app:name:iphone" content="Cannonball">');
    expect(app).toContain('<meta name="twitter:app:id:googleplay" content="io.fabric.samples.cannonball">');
    expect(app).not.toContain('twitter:app:id:ipad');
  });

  it('duplicates title, description and image for Twitter only when asked', () => {
    const base = { title: 'T', description: 'D', imageUrl: 'https://example.com/i.png', imageAlt: 'A' };
    expect(generateOgMeta(input(base))).not.toContain('twitter:title');
    const html = generateOgMeta(input({ ...base, twitterDuplicates: true }));
    expect(html).toContain('<meta name="twitter:title" content="T">');
    expect(html).toContain('<meta name="twitter:image:alt" content="A">');
  });
});

describe('validation', () => {
  it('names the bad field', () => {
    const problems = ogMetaProblems(
      input({
        type: 'article',
        url: 'example.com/page',
        imageWidth: '12px',
        locale: 'en-US',
        twitterSite: '@not a handle',
        properties: { 'article:published_time': '28/11/2026' },
      }),
    );
    expect(problems.map((p) => p.field)).toEqual(['url', 'imageWidth', 'locale', 'article:published_time', 'twitterSite']);
    expect(problems[0]?.message).toMatch(/^Page URL "example.com\/page" is not an absolute URL/);
    expect(expectToolInputError(() => generateOgMeta(input({ imageUrl: 'ftp://x.example/i.png' }))).message).toMatch(
      /Image URL must be an http/,
    );
    expect(ogMetaProblems(input({ type: 'profile', properties: { 'profile:gender': 'other' } }))[0]?.message).toMatch(
      /one of: male, female/,
    );
    expect(ogMetaProblems(input({ twitterCard: 'player', twitterPlayer: 'http://example.com/p' }))[0]?.message).toMatch(/https/);
  });

  it('accepts ISO 8601 dates and date-times', () => {
    for (const value of ['2026-11-28', '2026-11-28T09:30', '2026-11-28T09:30:00Z', '2026-11-28T09:30:00.5+01:00']) {
      expect(ogMetaProblems(input({ type: 'book', properties: { 'book:release_date': value } }))).toEqual([]);
    }
  });
});

describe('tool contract', () => {
  it('has examples that are valid states, each generating tags', () => {
    expectExamplesMatchState(ogMetaGeneratorTool, ogMetaGeneratorState);
    for (const example of ogMetaGeneratorTool.examples ?? []) {
      expect(generateOgMeta(ogMetaGeneratorState.schema.parse(example.state))).toContain('og:title');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) =>
      generateOgMeta(
        input({ title: s, url: s, imageUrl: s, imageWidth: s, locale: s, twitterSite: s, twitterCard: 'player', twitterPlayer: s }),
      ),
    );
    fuzzToolFunction((s: string) => generateOgMeta(input({ type: 'music.song', properties: { 'music:duration': s, 'music:album': s } })));
    fuzzToolFunction((s: string) => escapeHtml(s));
    fuzzToolFunction((s: string) => metaTagsToHtml([{ attribute: 'name', key: s, content: s }]));
  });
});
