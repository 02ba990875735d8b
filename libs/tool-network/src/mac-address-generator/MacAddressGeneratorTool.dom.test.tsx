// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MacAddressGeneratorTool from './MacAddressGeneratorTool.js';

const tool = () => (
  <I18nProvider i18n={i18n}>
    <MacAddressGeneratorTool />
  </I18nProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MAC address generator: randomness only in effects', () => {
  it('renders (and prerenders) without drawing random numbers, then fills the addresses from getRandomValues', async () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    // The prerendered markup is the same for every visitor: no address, no random draw.
    const html = renderToString(tool());
    expect(html).toContain('MAC addresses');
    expect(spy).not.toHaveBeenCalled();

    render(tool());
    const output = screen.getByLabelText('MAC addresses', { selector: 'textarea' }) as HTMLTextAreaElement;
    await waitFor(() => expect(output.value).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/));
    expect(spy).toHaveBeenCalled();
    // Default: a locally administered unicast address (IEEE 802-2014 §8.2).
    expect(Number.parseInt(output.value.slice(0, 2), 16) & 3).toBe(2);
  });
});
