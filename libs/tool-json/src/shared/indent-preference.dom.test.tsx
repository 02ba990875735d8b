// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { INDENT_STORAGE_KEY, ToolHostContext, type ToolHost } from '@handy-tools/ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import JsonPrettifyTool from '../json-prettify/JsonPrettifyTool.js';
import JsonSortMasterTool from '../json-sort-master/JsonSortMasterTool.js';

function renderTool(tool: ReactNode, host: ToolHost | null = null) {
  render(
    <I18nProvider i18n={i18n}>
      <ToolHostContext.Provider value={host}>{tool}</ToolHostContext.Provider>
    </I18nProvider>,
  );
}

const indentSelect = () => screen.getByLabelText('Indent') as HTMLSelectElement;
const outputOf = (label: string) => (screen.getByLabelText(label) as HTMLTextAreaElement).value;

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('the indent chosen in one JSON tool is remembered by the others (IndentSelect, one localStorage key)', () => {
  it('prettify: default 2; choosing 4 is remembered, and the sort master starts from 4', async () => {
    renderTool(<JsonPrettifyTool />);
    expect(indentSelect().value).toBe('2');
    fireEvent.change(indentSelect(), { target: { value: '4' } });
    expect(localStorage.getItem(INDENT_STORAGE_KEY)).toBe('4');
    await waitFor(() => expect(outputOf('Formatted JSON')).toContain('\n    "hello": "world"'));
    cleanup();

    renderTool(<JsonSortMasterTool />);
    await waitFor(() => expect(indentSelect().value).toBe('4'));
    await waitFor(() => expect(outputOf('Sorted JSON')).toMatch(/^\{\n {4}"dependencies": \{\n {8}"comlink"/));
  });

  it('remembers a tab too', async () => {
    renderTool(<JsonPrettifyTool />);
    fireEvent.change(indentSelect(), { target: { value: 'tab' } });
    expect(localStorage.getItem(INDENT_STORAGE_KEY)).toBe('"tab"');
    cleanup();
    renderTool(<JsonSortMasterTool />);
    await waitFor(() => expect(indentSelect().value).toBe('tab'));
  });

  it.each(['{oops', '9', '-1', '2.5', '"tabs"', 'null', '[]', ''])('ignores a corrupted stored value %j and keeps the default', async (raw) => {
    localStorage.setItem(INDENT_STORAGE_KEY, raw);
    renderTool(<JsonPrettifyTool />);
    await waitFor(() => expect(outputOf('Formatted JSON')).toContain('\n  "hello": "world"'));
    expect(indentSelect().value).toBe('2');
  });

  it('never overrides an indent set by a link or by an example', async () => {
    localStorage.setItem(INDENT_STORAGE_KEY, '4');
    history.replaceState(null, '', '/?indent=1');
    renderTool(<JsonPrettifyTool />);
    await waitFor(() => expect(outputOf('Formatted JSON')).toContain('\n "hello": "world"'));
    expect(indentSelect().value).toBe('1');
    cleanup();
    history.replaceState(null, '', '/');
    renderTool(<JsonPrettifyTool />, { key: 'json-prettify', example: { input: '{"a": [1]}', indent: 2, sortKeys: false, json5: true } });
    await waitFor(() => expect(outputOf('Formatted JSON')).toBe('{\n  "a": [\n    1\n  ]\n}\n'));
    expect(indentSelect().value).toBe('2');
  });
});
