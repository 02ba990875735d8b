import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';
import { OG_DETERMINERS, OG_TYPES, TWITTER_CARDS } from './og-meta-generator.js';

const text = z._default(z.string().check(z.maxLength(10_000)), '');

/**
 * The OG meta generator's state: the type, the Twitter card and the output switches are options
 * (in the query string); every text field is an input (remembered, in links' fragment).
 */
export const ogMetaGeneratorState = {
  schema: z.object({
    type: z._default(z.enum(OG_TYPES), 'website'),
    title: text,
    description: text,
    url: text,
    siteName: text,
    locale: text,
    localeAlternates: text,
    determiner: z._default(z.enum(OG_DETERMINERS), ''),
    imageUrl: text,
    imageSecureUrl: text,
    imageType: text,
    imageWidth: text,
    imageHeight: text,
    imageAlt: text,
    videoUrl: text,
    audioUrl: text,
    properties: z._default(z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(10_000))), {}),
    twitterCard: z._default(z.enum(TWITTER_CARDS), 'summary_large_image'),
    twitterSite: text,
    twitterCreator: text,
    twitterPlayer: text,
    twitterPlayerWidth: text,
    twitterPlayerHeight: text,
    twitterAppName: text,
    twitterAppIdIphone: text,
    twitterAppIdIpad: text,
    twitterAppIdGoogleplay: text,
    twitterDuplicates: z._default(z.boolean(), false),
    includeBasic: z._default(z.boolean(), false),
    selfClosing: z._default(z.boolean(), false),
  }),
  options: ['type', 'twitterCard', 'twitterDuplicates', 'includeBasic', 'selfClosing'],
  secrets: [],
} satisfies ToolStateSpec;
