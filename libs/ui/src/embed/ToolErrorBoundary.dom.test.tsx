// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToolErrorBoundary } from './ToolErrorBoundary.js';

function Boom(): never {
  throw new Error('kaboom in the tool');
}

describe('ToolErrorBoundary', () => {
  it('shows the error inside the tool area and keeps siblings rendered', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <I18nProvider i18n={i18n}>
        <nav>menu still here</nav>
        <ToolErrorBoundary resetKey="/boom">
          <Boom />
        </ToolErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('kaboom in the tool');
    expect(screen.getByText('This tool ran into a problem')).toBeTruthy();
    expect(screen.getByText('menu still here')).toBeTruthy();
    spy.mockRestore();
    warn.mockRestore();
  });

  it('renders children when nothing throws', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ToolErrorBoundary resetKey="/ok">
          <p>fine</p>
        </ToolErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('fine')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a tool is not available offline yet when its code fails to load offline, and shows the generic message online', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Chromium's message for a failed import() of a chunk.
    const chunkError = new TypeError('Failed to fetch dynamically imported module: https://example.org/assets/JqTool-abcd1234.js');
    function Missing(): never {
      throw chunkError;
    }
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = render(
      <I18nProvider i18n={i18n}>
        <ToolErrorBoundary resetKey="/jq">
          <Missing />
        </ToolErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('This tool is not available offline yet')).toBeTruthy();
    expect(screen.queryByText('This tool ran into a problem')).toBeNull();
    offline.unmount();

    onLine.mockReturnValue(true);
    render(
      <I18nProvider i18n={i18n}>
        <ToolErrorBoundary resetKey="/jq">
          <Missing />
        </ToolErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByText('This tool ran into a problem')).toBeTruthy();
    expect(screen.queryByText('This tool is not available offline yet')).toBeNull();
    onLine.mockRestore();
    spy.mockRestore();
    warn.mockRestore();
  });
});
