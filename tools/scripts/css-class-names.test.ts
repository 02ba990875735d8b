import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shortCssClassName, shortCssClassNames, workspaceRoot } from '../../vite.shared.ts';

// The app build's CSS module class names (vite.shared.ts): short, stable, the same in the browser
// and prerender builds.
describe('short CSS module class names', () => {
  const file = `${workspaceRoot}apps/web/src/pages/Home.module.css`;

  it('are _ and 6 base64url characters of the SHA-256 of the path from the workspace root and the class', () => {
    const expected = `_${createHash('sha256').update('apps/web/src/pages/Home.module.css:card').digest('base64url').slice(0, 6)}`;
    expect(shortCssClassName('card', file)).toBe(expected);
    expect(expected).toMatch(/^_[A-Za-z0-9_-]{6}$/);
  });

  it('ignore a query on the stylesheet, and differ by class and by file', () => {
    expect(shortCssClassName('card', `${file}?used`)).toBe(shortCssClassName('card', file));
    expect(shortCssClassName('grid', file)).not.toBe(shortCssClassName('card', file));
    expect(shortCssClassName('card', `${workspaceRoot}apps/web/src/pages/About.module.css`)).not.toBe(shortCssClassName('card', file));
  });

  it('apply to builds only, and a collision stops the build', () => {
    const plugin = shortCssClassNames();
    const config = plugin.config as (
      c: object,
      env: { command: 'build' | 'serve'; mode: string },
    ) => { css: { modules: { generateScopedName: (n: string, f: string) => string } } } | undefined;
    expect(config({}, { command: 'serve', mode: 'development' })).toBeUndefined();
    const generate = config({}, { command: 'build', mode: 'production' })!.css.modules.generateScopedName;
    expect(generate('card', file)).toBe(shortCssClassName('card', file));
    expect(generate('card', file)).toBe(shortCssClassName('card', file)); // the same owner again is fine
    // Two classes of Home.module.css that get the same short name (found by search: 36
    // bits collide after some 2^18 names, so a build of ~3,000 classes is very unlikely to meet one).
    expect(shortCssClassName('c248886', file)).toBe(shortCssClassName('c56311', file));
    generate('c56311', file);
    expect(() => generate('c248886', file)).toThrow(/Home\.module\.css:c248886 and .*Home\.module\.css:c56311 would both be \._/);
  });
});
