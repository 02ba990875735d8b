// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UiProvider } from '@handy-tools/ui';
import { generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import JwtGeneratorTool from './JwtGeneratorTool.js';

const mount = () => render(<I18nProvider i18n={i18n}><UiProvider><JwtGeneratorTool /></UiProvider></I18nProvider>);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input,textarea,select' }) as HTMLInputElement;

afterEach(() => history.replaceState(null, '', '/'));

describe('JWT generator page', () => {
  it('signs ES256K with a pasted secp256k1 PEM and shows the key as JWK on request', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    mount();
    fireEvent.change(field('Algorithm'), { target: { value: 'ES256K' } });
    fireEvent.change(field('Private key (PKCS#8 PEM or JWK)'), { target: { value: pem } });
    await waitFor(() => expect(screen.getByLabelText('Signing status', { selector: 'output' }).textContent).toBe('Signed with ES256K.'), { timeout: 10_000 });
    const token = field('JWT').value;
    const [h, p, s] = token.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'ES256K', typ: 'JWT' });
    expect(verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))).toBe(true);
    expect(field('Public key (PEM), to verify').value).toBe((publicKey.export({ type: 'spki', format: 'pem' }) as string).trim());
    expect(screen.queryByLabelText('Private key as JWK')).toBeNull(); // typed as PEM, shown as PEM: nothing to convert

    act(() => fireEvent.click(screen.getByRole('button', { name: 'JWK' })));
    await waitFor(() => expect(screen.getByLabelText('Private key as JWK', { selector: 'textarea' })).toBeTruthy(), { timeout: 10_000 });
    const jwk = privateKey.export({ format: 'jwk' });
    expect(JSON.parse(field('Private key as JWK').value)).toEqual({ kty: 'EC', crv: 'secp256k1', x: jwk.x, y: jwk.y, d: jwk.d });
    expect(JSON.parse(field('Public key (JWK), to verify').value)).toEqual({ kty: 'EC', crv: 'secp256k1', x: jwk.x, y: jwk.y });
  });

  it('generates a key pair in the chosen format', async () => {
    mount();
    fireEvent.change(field('Algorithm'), { target: { value: 'ES384' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'JWK' })));
    fireEvent.click(screen.getByRole('button', { name: 'Generate a key pair' }));
    await waitFor(() => expect(screen.getByLabelText('Signing status', { selector: 'output' }).textContent).toBe('Signed with ES384.'), { timeout: 10_000 });
    expect(JSON.parse(field('Private key (PKCS#8 PEM or JWK)').value)).toMatchObject({ kty: 'EC', crv: 'P-384' });
    expect(JSON.parse(field('Public key (JWK), to verify').value)).not.toHaveProperty('d');
  });
});
