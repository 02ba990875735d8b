// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import IntegersToIpTool from './IntegersToIpTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <IntegersToIpTool />
    </I18nProvider>,
  );
  return screen.getByLabelText('Integers or IP addresses');
}

describe('Integer to IP address: the UI', () => {
  it('lists each entry, switches the base of unprefixed integers, and shows a bad entry in its row and next to the field', () => {
    const input = renderTool();
    // 192.168.1.1 is 192·2^24 + 168·2^16 + 1·2^8 + 1 (RFC 791 §3.2 place value).
    fireEvent.change(input, { target: { value: `${192 * 2 ** 24 + 168 * 2 ** 16 + 2 ** 8 + 1}, 1` } });
    expect(screen.getByLabelText('IPv4 of 3232235777').textContent).toBe('192.168.1.1');
    expect(screen.getByLabelText('IPv6 of 1').textContent).toBe('::1');

    fireEvent.change(input, { target: { value: 'c0a80101' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Line 1, column 1: "c" in "c0a80101" .* not a decimal digit/);
    const hex = screen.getByRole('button', { name: 'Hexadecimal' });
    fireEvent.click(hex);
    expect(hex.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('IPv4 of c0a80101').textContent).toBe('192.168.1.1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
