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
});
