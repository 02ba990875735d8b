// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../routes';
import { DEMOS } from './demos';

const paths = (environment: string) => (buildRoutes(environment)[0]?.children ?? []).map((r) => r.path);

describe('component demo area', () => {
  it('exists only in development', () => {
    expect(paths('development')).toContain('c-lib');
    for (const env of ['production', 'preview', 'test']) expect(paths(env)).not.toContain('c-lib');
  });

  it('has one demo per widget of the spec', () => {
    expect(DEMOS.map((d) => d.name)).toEqual([
      'alert', 'button', 'buttons-select', 'card', 'collapse', 'file-upload', 'input-text', 'link',
      'markdown', 'modal-value', 'modal', 'select', 'table', 'text-copyable', 'tooltip',
    ]);
  });
});
