// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import JsonSizeAnalyzerTool from './JsonSizeAnalyzerTool.js';

afterEach(cleanup);

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <JsonSizeAnalyzerTool />
    </I18nProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tablePaths = () => within(screen.getByRole('table', { name: 'Largest values' })).getAllByRole('row').slice(1).map((row) => row.querySelector('code')?.textContent);

describe('JSON size analyzer: start path, search and gzip in the page', () => {
  it('shows the gzip total, filters the table by a search, and says where a start path leads nowhere', async () => {
    renderTool();
    type('Input JSON', '{"users": [{"id": 1, "bio": "long text here"}, {"id": 2, "bio": "x"}], "meta": {"count": 2}}');
    await waitFor(() => expect(screen.getByTestId('minified-size').textContent).toBe('81 B')); // {"users":[{"id":1,"bio":"long text here"},{"id":2,"bio":"x"}],"meta":{"count":2}}
    expect(screen.getByTestId('gzip-size').textContent).toMatch(/^\d+ B$/);
    type('Search in the results', 'bio');
    await waitFor(() => expect(tablePaths()).toEqual(['$.users[0].bio', '$.users[1].bio']));
    expect(screen.getByTestId('search-status').textContent).toBe('Matching: 2 of the largest values, 2 in the tree.');
    type('Search in the results', '');
    type('Start path', '$.meta');
    await waitFor(() => expect(tablePaths()).toEqual(['$.meta', '$.meta.count']));
    type('Start path', '$.nope');
    const field = screen.getByLabelText('Start path');
    await waitFor(() => expect(screen.getByText('Start path: $ has no member "nope".')).toBeTruthy());
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Input JSON').getAttribute('aria-invalid')).toBeNull();
  });
});
