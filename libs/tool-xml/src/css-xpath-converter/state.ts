import type { ToolStateSpec } from '@handy-tools/ui';
import * as z from 'zod/mini';

/**
 * The CSS ⇄ XPath converter's state: two inputs, the CSS selector `css` (converted to XPath) and
 * the XPath `xpath` (converted to CSS); one option, `prefix` (`//` anywhere, `.//` under the context node).
 */
export const cssXpathConverterState = {
  schema: z.object({
    css: z._default(z.string(), 'ul.menu > li:nth-child(2n+1) a[href^="https"]'),
    xpath: z._default(z.string(), "//div[@id='main']//p[contains(concat(' ', normalize-space(@class), ' '), ' intro ')]"),
    prefix: z._default(z.enum(['//', './/']), '//'),
  }),
  options: ['prefix'],
  secrets: [],
} satisfies ToolStateSpec;
