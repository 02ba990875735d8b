// @vitest-environment happy-dom
import { useLingui } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineTool } from '../tool/define-tool.js';
import { HandyToolsProvider } from './HandyToolsProvider.js';
import { ToolView } from './ToolView.js';

function Greeting() {
  const { t } = useLingui();
  const name = 'Ada';
  return <output aria-label="Greeting">{t`Hello ${name}, you have ${3} new tools.`}</output>;
}

const greetingTool = defineTool({
  path: '/greeting',
  name: 'Greeting',
  description: 'Says hello.',
  keywords: [],
  icon: 'IconHash',
  component: async () => ({ default: Greeting }),
});

function Boom(): never {
  throw new Error('kaboom');
}
const brokenTool = defineTool({ path: '/broken', name: 'Broken', description: 'Crashes.', keywords: [], icon: 'IconHash', component: async () => ({ default: Boom }) });

describe('HandyToolsProvider + ToolView (embedding a tool in another app)', () => {
  it('renders the tool’s name, description and component, with English messages interpolated', async () => {
    render(
      <HandyToolsProvider locale="en" theme="dark">
        <ToolView tool={greetingTool} />
      </HandyToolsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Greeting' })).toBeTruthy();
    expect(screen.getByText('Says hello.')).toBeTruthy();
    expect((await screen.findByRole('status', { name: 'Greeting' })).textContent).toBe('Hello Ada, you have 3 new tools.');
    const root = document.querySelector('.ht-root');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    expect(root?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('region', { name: 'Greeting' })).toBeTruthy();
  });

  it('keeps a crash inside the tool’s own area', async () => {
    const quiet = [vi.spyOn(console, 'error').mockImplementation(() => {}), vi.spyOn(console, 'warn').mockImplementation(() => {})];
    render(
      <HandyToolsProvider>
        <p>host content</p>
        <ToolView tool={brokenTool} header={false} />
      </HandyToolsProvider>,
    );
    expect(await screen.findByText('This tool ran into a problem')).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    expect(screen.getByText('host content')).toBeTruthy();
    for (const spy of quiet) spy.mockRestore();
  });
});
