// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { shareLink, UiProvider } from '@handy-tools/ui';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import OtpGeneratorTool from './OtpGeneratorTool.js';
import { otpGeneratorState } from './state.js';

// RFC 4226 Appendix D / RFC 6238 Appendix A: the secret "12345678901234567890", in hex and Base32.
const SEED_HEX = '3132333435363738393031323334353637383930';
const SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const tree = () => (
  <I18nProvider i18n={i18n}>
    <UiProvider>
      <OtpGeneratorTool />
    </UiProvider>
  </I18nProvider>
);
const mount = () => render(tree());
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea' }) as HTMLInputElement;
const output = (name: string) => screen.getByLabelText(name, { selector: 'output' }).textContent;

afterEach(() => history.replaceState(null, '', '/'));

describe('OTP generator page', () => {
  it('starts with a random Base32 secret, a new one on every visit, with no error shown', () => {
    const first = mount();
    const secret = field('Secret (Base32)').value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(output('Current code')).toMatch(/^[0-9]{6}$/);
    first.unmount();
    mount();
    expect(field('Secret (Base32)').value).toMatch(/^[A-Z2-7]{32}$/);
    expect(field('Secret (Base32)').value).not.toBe(secret);
  });

  it('keeps a secret that came in a link instead of drawing one', () => {
    const link = shareLink(otpGeneratorState, { ...otpGeneratorState.schema.parse({}), type: 'hotp', secret: SEED_BASE32 }, { base: 'http://localhost/' }, true);
    const url = new URL(link.url);
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    mount();
    expect(field('Secret (Base32)').value).toBe(SEED_BASE32);
    // RFC 4226 Appendix D, counter 0: no previous code, 755224, then 287082; C = 0 on 8 bytes.
    expect(output('Previous code')).toBe('—');
    expect(output('Current code')).toBe('755224');
    expect(output('Next code')).toBe('287082');
    expect(output('Moving factor C in hex')).toBe('0000000000000000');
    fireEvent.change(field('Counter'), { target: { value: '5' } });
    expect([output('Previous code'), output('Current code'), output('Next code')]).toEqual(['338314', '254676', '287922']);
    expect(output('Moving factor C in hex')).toBe('0000000000000005');
  });

  it('shows and accepts the secret in hex', () => {
    mount();
    fireEvent.change(field('Secret (Base32)'), { target: { value: SEED_BASE32 } });
    expect(field('Same secret in hex').value).toBe(SEED_HEX);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Hex' })));
    expect(field('Secret (hex)').value).toBe(SEED_HEX);
    expect(field('Same secret in Base32').value).toBe(SEED_BASE32);
    fireEvent.change(field('Secret (hex)'), { target: { value: '666f6f626172' } }); // "foobar" (RFC 4648 §10)
    expect(field('Same secret in Base32').value).toBe('MZXW6YTBOI');
    fireEvent.change(field('Secret (hex)'), { target: { value: '66zz' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid hex secret: "z" at position 3 is not a hexadecimal digit (0–9, a–f).');
    expect(field('Secret (hex)').value).toBe('66zz');
    expect(output('Current code')).toBe('—');
  });

  it('shows the Unix time and the time step T in decimal and hex (TOTP)', () => {
    mount();
    const unix = Number(output('Unix time'));
    expect(Math.abs(unix - Date.now() / 1000)).toBeLessThan(5);
    const t = Number(output('Time step T'));
    expect(t).toBe(Math.floor(unix / 30));
    expect(output('Time step T in hex')).toBe(t.toString(16).toUpperCase().padStart(16, '0'));
    expect(output('Previous code')).toMatch(/^[0-9]{6}$/);
  });

  it('prerenders without a secret error and with the room of what the secret fills in; hydration draws the secret in place', async () => {
    // The prerendered page (build time: no secret can be drawn for every visitor alike).
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree());
    expect(host.textContent).not.toContain('Enter a secret');
    expect(host.querySelector('[role="alert"]')).toBeNull();
    const prerendered = (name: string) => host.querySelector(`output[aria-label="${name}"]`);
    for (const name of ['Previous code', 'Current code', 'Next code', 'Seconds left', 'Unix time', 'Time step T', 'Time step T in hex']) expect(prerendered(name)?.textContent, name).toBe('—');
    const unixTime = prerendered('Unix time');
    // Hydration: the same elements, now filled in, with no mismatch reported by React.
    document.body.append(host);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, tree(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(host.querySelector('input[aria-invalid="true"]')).toBeNull();
    expect(field('Secret (Base32)').value).toMatch(/^[A-Z2-7]{32}$/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(prerendered('Unix time')).toBe(unixTime);
    expect(Number(unixTime?.textContent)).toBeGreaterThan(1_700_000_000);
    expect(output('Current code')).toMatch(/^[0-9]{6}$/);
    host.remove();
  });
});
