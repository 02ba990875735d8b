// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SipAuthTool from './SipAuthTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <SipAuthTool />
    </I18nProvider>,
  );
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

describe('SIP Authorization: whole messages', () => {
  it('takes the method and Request-URI from a pasted request and checks its Authorization (RFC 2617 §3.5 in a GET request)', () => {
    renderTool();
    type(
      'Authorization header',
      'GET /dir/index.html HTTP/1.1\nHost: host.com\nAuthorization: Digest username="Mufasa", realm="testrealm@host.com", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", qop=auth, nc=00000001, cnonce="0a4f113b", response="6629fae49393a05397450978507c4ef1", opaque="5ccc069c403ebaf9f0171e9517f40e41"\n',
    );
    expect(value('Method')).toBe('GET');
    expect((screen.getByLabelText('Method') as HTMLInputElement).readOnly).toBe(true);
    type('Password', 'Circle Of Life');
    expect(value('Expected response')).toBe('6629fae49393a05397450978507c4ef1');
    expect(value('Check')).toMatch(/^Match/);
    expect(screen.getByRole('table', { name: 'Message' }).textContent).toContain('/dir/index.html');
  });

  it('reads a 401 response with WWW-Authenticate (RFC 2617 §3.5 challenge) and writes the answer', () => {
    renderTool();
    type(
      'Authorization header',
      'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Digest\n        realm="testrealm@host.com",\n        qop="auth,auth-int",\n        nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093",\n        opaque="5ccc069c403ebaf9f0171e9517f40e41"\n',
    );
    expect(screen.queryByLabelText('Check', { exact: true })).toBeNull();
    type('Method', 'GET');
    type('Username', 'Mufasa');
    type('Password', 'Circle Of Life');
    type('Request URI', '/dir/index.html');
    type('Client nonce (cnonce)', '0a4f113b');
    expect(value('Expected response')).toBe('6629fae49393a05397450978507c4ef1');
    expect(value('Credentials header to send')).toContain('Authorization: Digest username="Mufasa", realm="testrealm@host.com"');
    expect(value('Credentials header to send')).toContain('qop=auth, nc=00000001, cnonce="0a4f113b", opaque="5ccc069c403ebaf9f0171e9517f40e41"');
  });

  it('reads the RFC 3665 F3 REGISTER message and warns about what it reads leniently', () => {
    renderTool();
    type(
      'Authorization header',
      'REGISTER sips:ss2.biloxi.example.com SIP/2.0\nCSeq: 2 REGISTER\nAuthorization: Digest username="bob", realm="atlanta.example.com"\n nonce="ea9c8e88df84f1cec4341ae6cbe5a359", opaque="",\n uri="sips:ss2.biloxi.example.com",\n response="dfe56131d1958046689d83306477ecc"\nContent-Length: 0\n',
    );
    expect(value('Method')).toBe('REGISTER');
    expect(screen.getByText(/A comma is missing between "realm" and the next parameter/)).toBeTruthy();
    expect(screen.getByRole('table', { name: /^Parameters/ }).textContent).toContain('ea9c8e88df84f1cec4341ae6cbe5a359');
    type('Password', 'anything');
    expect(value('Check')).toMatch(/^No match/);
  });

  it('lets the user pick which of two Proxy-Authorization fields to read, and says which one it read (Cisco IOS SIP AAA example)', () => {
    renderTool();
    type(
      'Authorization header',
      'INVITE sip:36601@172.18.193.187:5060 SIP/2.0\nCSeq: 103 INVITE\nProxy-Authorization: Digest username="36602", realm="proxy1.example.com", nonce="wf84f1ceczx41ae6cbe5aea9c8e88d359", opaque="", uri="sip:36601@172.18.193.187", response="42ce3cef44b22f50c6a6071bc8"\nProxy-Authorization: Digest username="36602", realm="proxy2.example.com", nonce="c1e22c41ae6cbe5ae983a9c8e88d359", opaque="", uri="sip:36601@172.18.193.187", response="f44ab22f150c6a56071bce8"\n',
    );
    expect(value('Method')).toBe('INVITE');
    const message = () => screen.getByRole('table', { name: 'Message' }).textContent;
    expect(message()).toContain('Proxy-Authorization, line 3, realm "proxy1.example.com"');
    const select = screen.getByLabelText('Header field to read') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Proxy-Authorization, line 3, realm "proxy1.example.com"', 'Proxy-Authorization, line 4, realm "proxy2.example.com"']);
    fireEvent.change(select, { target: { value: '1' } });
    expect(message()).toContain('Proxy-Authorization, line 4, realm "proxy2.example.com"');
    expect(screen.getByRole('table', { name: /^Parameters/ }).textContent).toContain('c1e22c41ae6cbe5ae983a9c8e88d359');
    expect(value('Response in the header')).toBe('f44ab22f150c6a56071bce8');
  });
});
