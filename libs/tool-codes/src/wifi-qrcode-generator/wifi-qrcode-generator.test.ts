import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { encodeQr } from '../shared/qr/qr-code.js';
import { qrImageModules, qrToRaster } from '../shared/qr/qr-render.js';
import { decodeQrRaster } from '../shared/qr/qr-decode.test-support.js';
import { wifiQrcodeGeneratorTool } from './meta.js';
import { wifiQrcodeGeneratorState } from './state.js';
import {
  escapeWifiValue,
  parseWifiPayload,
  wifiNetworkProblems,
  wifiQrcodeGenerator,
  WIFI_SECURITIES,
  type WifiNetwork,
} from './wifi-qrcode-generator.js';

const base: WifiNetwork = {
  security: 'WPA',
  ssid: '',
  password: '',
  hidden: false,
  eapMethod: 'PEAP',
  eapPhase2: 'MSCHAPV2',
  eapIdentity: '',
  eapAnonymousIdentity: '',
  quoteHex: false,
};
const net = (patch: Partial<WifiNetwork>): WifiNetwork => ({ ...base, ...patch });

async function readBack(text: string): Promise<string | undefined> {
  const qr = encodeQr(text, { ecLevel: 'M' });
  const [read] = await decodeQrRaster(qrToRaster(qr, { margin: 4, foreground: '#000', background: '#fff' }, qrImageModules(qr, 4) * 3));
  return read?.text;
}

describe('wifiQrcodeGenerator', () => {
  it("writes ZXing wiki's example form WIFI:T:WPA;S:mynetwork;P:…;;", () => {
    // ZXing "Barcode Contents": WIFI:T:WPA;S:mynetwork;P:mypass;; (its 6-character password is too short for WPA, IEEE 802.11i).
    expect(wifiQrcodeGenerator(net({ ssid: 'mynetwork', password: 'mypassword' })).text).toBe('WIFI:T:WPA;S:mynetwork;P:mypassword;;');
  });

  it('escapes \\ ; , : " with a backslash (ZXing wiki)', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiQrcodeGenerator(net({ ssid: '"foo;bar\\baz"', password: 'p:a,s;s"w\\d' })).text).toBe(
      'WIFI:T:WPA;S:\\"foo\\;bar\\\\baz\\";P:p\\:a\\,s\\;s\\"w\\\\d;;',
    );
  });

  it('follows the WPA3 Specification §7 order and writes R:1 for WPA3-only, H:true for a hidden network', () => {
    expect(wifiQrcodeGenerator(net({ security: 'WPA3', ssid: 'MyNet', password: 'MyPassword', hidden: true })).text).toBe(
      'WIFI:T:WPA;R:1;S:MyNet;H:true;P:MyPassword;;',
    );
    expect(wifiQrcodeGenerator(net({ security: 'nopass', ssid: 'Guests', password: 'ignored' })).text).toBe('WIFI:T:nopass;S:Guests;;');
    const wep = wifiQrcodeGenerator(net({ security: 'WEP', ssid: 'Old', password: '0123456789' }));
    expect(wep.text).toBe('WIFI:T:WEP;S:Old;P:0123456789;;');
    expect(wep.warnings.join()).toMatch(/WEP is broken/);
  });

  it('writes the WPA2-EAP fields E, PH2, A and I (ZXing wiki)', () => {
    const eap = net({
      security: 'WPA2-EAP',
      ssid: 'Campus',
      password: 'pw',
      eapMethod: 'TTLS',
      eapPhase2: 'PAP',
      eapIdentity: 'jane@example.edu',
      eapAnonymousIdentity: 'anon@example.edu',
    });
    expect(wifiQrcodeGenerator(eap).text).toBe('WIFI:T:WPA2-EAP;S:Campus;E:TTLS;PH2:PAP;A:anon@example.edu;I:jane@example.edu;P:pw;;');
    expect(wifiQrcodeGenerator({ ...eap, eapPhase2: '', eapAnonymousIdentity: '', password: '' }).warnings.join()).toMatch(
      /TTLS usually needs a phase 2/,
    );
  });

  it('quotes hex-looking values only when asked (ZXing wiki)', () => {
    expect(wifiQrcodeGenerator(net({ ssid: 'ABCD', password: 'deadbeef12', quoteHex: true })).text).toBe(
      'WIFI:T:WPA;S:"ABCD";P:"deadbeef12";;',
    );
    expect(wifiQrcodeGenerator(net({ ssid: 'ABCD', password: 'deadbeef12' })).text).toBe('WIFI:T:WPA;S:ABCD;P:deadbeef12;;');
  });

  it('checks the SSID and password against IEEE 802.11, field by field', () => {
    expect(wifiNetworkProblems(net({}))).toEqual([
      { field: 'ssid', message: 'Enter the network name (SSID).' },
      { field: 'password', message: 'Enter the password: WPA needs one (or choose "No password").' },
    ]);
    expect(expectToolInputError(() => wifiQrcodeGenerator(net({ ssid: 'é'.repeat(17), password: 'password' }))).message).toContain(
      'at most 32 bytes (IEEE 802.11); this one has 34',
    );
    expect(expectToolInputError(() => wifiQrcodeGenerator(net({ ssid: 'x', password: 'short' }))).message).toContain('8 to 63 characters');
    expect(expectToolInputError(() => wifiQrcodeGenerator(net({ ssid: 'x', password: 'g'.repeat(64) }))).message).toContain(
      'must be hex digits',
    );
    expect(wifiQrcodeGenerator(net({ ssid: 'x', password: 'a1'.repeat(32) })).text).toContain(`P:${'a1'.repeat(32)};`);
    expect(expectToolInputError(() => wifiQrcodeGenerator(net({ security: 'WEP', ssid: 'x', password: 'abcdef' }))).message).toContain(
      'WEP key',
    );
    expect(wifiNetworkProblems(net({ security: 'WPA2-EAP', ssid: 'x', eapMethod: '' })).map((p) => p.field)).toEqual([
      'eapMethod',
      'eapIdentity',
    ]);
    expect(wifiQrcodeGenerator(net({ ssid: 'x', password: 'pässwörd' })).warnings.join()).toMatch(/printable ASCII/);
  });

  it('reads back what it makes: ZXing decodes the QR code, and the fields parse back (fast-check)', async () => {
    const ssid = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => new TextEncoder().encode(s).length <= 32);
    const wpaPassword = fc.string({ unit: fc.constantFrom(...'abcXYZ019 \\;,:"!#%&'.split('')), minLength: 8, maxLength: 63 });
    await fc.assert(
      fc.asyncProperty(
        ssid,
        wpaPassword,
        fc.boolean(),
        fc.constantFrom('WPA', 'WPA3', 'nopass') as fc.Arbitrary<WifiNetwork['security']>,
        async (s, p, hidden, security) => {
          const { text } = wifiQrcodeGenerator(net({ ssid: s, password: p, hidden, security }));
          expect(await readBack(text)).toBe(text);
          const { fields } = parseWifiPayload(text);
          expect(fields.S).toBe(s);
          expect(fields.P).toBe(security === 'nopass' ? undefined : p);
          expect(fields.H).toBe(hidden ? 'true' : undefined);
          expect(fields.T).toBe(security === 'nopass' ? 'nopass' : 'WPA');
          expect(fields.R).toBe(security === 'WPA3' ? '1' : undefined);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('parseWifiPayload rejects what is not a WIFI: text', () => {
    expectToolInputError(() => parseWifiPayload('MECARD:N:x;;'));
    expectToolInputError(() => parseWifiPayload('WIFI:S:x'));
    expectToolInputError(() => parseWifiPayload('WIFI:S:x;;trailing'));
    expect(parseWifiPayload('WIFI:S:"ABCD";P:\\"q\\";;').fields).toEqual({ S: 'ABCD', P: '"q"' });
  });

  it('has examples that are valid states, and each makes a code', () => {
    expectExamplesMatchState(wifiQrcodeGeneratorTool, wifiQrcodeGeneratorState);
    for (const example of wifiQrcodeGeneratorTool.examples ?? [])
      expect(wifiQrcodeGenerator(net(example.state as Partial<WifiNetwork>)).text).toMatch(/^WIFI:/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => wifiQrcodeGenerator(net({ ssid: s, password: s })));
    fuzzToolFunction((s: string) =>
      wifiQrcodeGenerator(net({ security: 'WPA2-EAP', ssid: 'x', eapMethod: s, eapIdentity: s, eapPhase2: s })),
    );
    fuzzToolFunction(
      (s: WifiNetwork['security']) => wifiQrcodeGenerator(net({ security: s, ssid: 'x', password: 'password' })),
      fc.constantFrom(...WIFI_SECURITIES, 'bogus' as never),
    );
    fuzzToolFunction((s: string) => parseWifiPayload(`WIFI:${s}`));
  });
});
