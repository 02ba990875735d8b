import { describe, expect, it } from 'vitest';
import { packageLink, toolFooterMarkdown } from './tool-footer';

describe('tool footer', () => {
  it('links package names to the npm registry website and keeps URLs', () => {
    expect(packageLink('js-base64')).toBe('[js-base64](https://www.npmjs.com/package/js-base64)');
    expect(packageLink('@noble/hashes')).toBe('[@noble/hashes](https://www.npmjs.com/package/@noble/hashes)');
    expect(packageLink('https://github.com/Daninet/hash-wasm')).toBe('[github.com/Daninet/hash-wasm](https://github.com/Daninet/hash-wasm)');
  });

  it('joins "Made with" and the custom footer', () => {
    expect(toolFooterMarkdown('Made with', ['uuid', 'zod'], 'See RFC 9562.')).toBe(
      'Made with [uuid](https://www.npmjs.com/package/uuid), [zod](https://www.npmjs.com/package/zod)\n\nSee RFC 9562.',
    );
    expect(toolFooterMarkdown('Made with', [], '  ')).toBe('');
    expect(toolFooterMarkdown('Made with', [], 'Only text')).toBe('Only text');
  });
});
