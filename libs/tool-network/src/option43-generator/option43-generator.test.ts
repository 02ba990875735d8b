import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, expectToolInputError, fuzzToolFunction } from '@handy-tools/ui/testing';
import { option43GeneratorTool } from './meta.js';
import { option43GeneratorState } from './state.js';
import { buildOption43, DHCP_SERVERS, dhcpServerConfig, OPTION43_VENDORS, parseControllers } from './option43-generator.js';

describe('buildOption43: vendor documents', () => {
  it('Cisco: TLV 0xf1 (Cisco Aironet 1200 hardware installation guide OL-8370-04, appendix G)', () => {
    expect(buildOption43('cisco', '10.126.126.2\n10.127.127.2').hex).toBe('f1080a7e7e020a7f7f02');
    // Cisco "DHCP OPTION 43 for Lightweight Cisco Aironet Access Points" configuration example.
    expect(buildOption43('cisco', '192.168.10.5, 192.168.10.20').hex).toBe('f108c0a80a05c0a80a14');
  });

  it('Ruckus SmartZone: sub-option 0x06 with the address as ASCII (Ruckus KB 000008703; Ruckus community "AP discovery")', () => {
    expect(buildOption43('ruckus-smartzone', '192.168.1.120').hex).toBe('060d3139322e3136382e312e313230');
    expect(buildOption43('ruckus-smartzone', '192.168.0.200').hex).toBe('060d3139322e3136382e302e323030');
    expect(buildOption43('ruckus-smartzone', '192.168.0.200').vendorClass).toBe('Ruckus CPE');
  });

  it('Ruckus ZoneDirector: sub-option 0x03, comma-separated list, length 25 for two controllers (ZoneDirector 1200 user guide)', () => {
    const value = buildOption43('ruckus-zonedirector', '192.168.0.10\n192.168.0.20');
    expect(value.bytes.slice(0, 2)).toEqual([0x03, 25]);
    expect(String.fromCharCode(...value.bytes.slice(2))).toBe('192.168.0.10,192.168.0.20');
  });

  it('Ubiquiti UniFi: 01 04 and the address (UniFi community answer "DHCP Option 43": 0104C0A89602 for 192.168.150.2)', () => {
    expect(buildOption43('ubiquiti', '192.168.150.2').hex).toBe('0104c0a89602');
    const two = buildOption43('ubiquiti', '192.168.150.2 192.168.150.3');
    expect(two.controllers).toEqual(['192.168.150.2']);
    expect(two.unused).toBe(1);
  });

  it('Aruba: option 43 as text, option 60 "ArubaAP" sent back (HPE Aruba Networking AOS-8 DHCP options for campus APs)', () => {
    const value = buildOption43('aruba', '10.0.2.15');
    expect(value).toMatchObject({ code: 43, text: '10.0.2.15', vendorClass: 'ArubaAP', echoVendorClass: true });
    expect(value.hex).toBe('31302e302e322e3135');
  });

  it('FortiAP: option 138 lists the controllers (RFC 5417 §3)', () => {
    const value = buildOption43('fortinet-capwap', '10.0.0.1 10.0.0.2');
    expect(value.code).toBe(138);
    expect(value.hex).toBe('0a0000010a000002');
    expect(buildOption43('fortinet-legacy', '10.0.0.1').code).toBe(43);
  });

  it('Netgear and Cambium', () => {
    expect(buildOption43('netgear', '192.168.0.15').hex).toBe('0204c0a8000f');
    expect(buildOption43('cambium', '192.168.0.15').text).toBe('https://192.168.0.15');
  });

  it('the Cisco value is 0xf1, 4·n, then each address (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.ipV4(), { minLength: 1, maxLength: 63 }), (addresses) => {
        const bytes = buildOption43('cisco', addresses.join('\n')).bytes;
        expect(bytes[0]).toBe(0xf1);
        expect(bytes[1]).toBe(addresses.length * 4);
        expect(bytes.slice(2)).toEqual(addresses.flatMap((a) => a.split('.').map(Number)));
      }),
    );
  });
});

describe('dhcpServerConfig', () => {
  const cisco = buildOption43('cisco', '10.126.126.2\n10.127.127.2');
  it('Cisco IOS: "option 43 hex f1080a7e7e020a7f7f02" in the pool (Cisco installation guide)', () => {
    expect(dhcpServerConfig(cisco, 'cisco-ios')).toBe('ip dhcp pool <pool name>\n option 43 hex f1080a7e7e020a7f7f02');
  });
  it('MikroTik: a 0x hex option value (RouterOS DHCP server options)', () => {
    // workbenchwifi.com "MikroTik DHCP Server Option 43": value=0xf104ac100105 for a WLC at 172.16.1.5.
    expect(dhcpServerConfig(buildOption43('cisco', '172.16.1.5'), 'mikrotik')).toContain('add code=43 name=option43 value=0xf104ac100105');
  });
  it('ISC dhcpd: vendor-encapsulated-options in a class matching the vendor class', () => {
    expect(dhcpServerConfig(cisco, 'isc-dhcpd')).toBe(
      'class "Cisco AP" {\n  match if substring(option vendor-class-identifier, 0, 8) = "Cisco AP";\n  option vendor-encapsulated-options f1:08:0a:7e:7e:02:0a:7f:7f:02;\n}',
    );
    expect(dhcpServerConfig(buildOption43('aruba', '10.0.2.15'), 'isc-dhcpd')).toContain('option vendor-encapsulated-options "10.0.2.15";');
    expect(dhcpServerConfig(buildOption43('fortinet-capwap', '10.0.0.1 10.0.0.2'), 'isc-dhcpd')).toContain('option capwap-ac 10.0.0.1, 10.0.0.2;');
  });
  it('Windows: netsh BINARY value, option 60 for Aruba', () => {
    expect(dhcpServerConfig(cisco, 'windows')).toContain('netsh dhcp server set optionvalue 43 BINARY F1080A7E7E020A7F7F02');
    expect(dhcpServerConfig(buildOption43('aruba', '10.0.2.15'), 'windows')).toContain('netsh dhcp server set optionvalue 60 STRING "ArubaAP"');
  });
  it('every vendor and server gives lines holding the value (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPTION43_VENDORS), fc.constantFrom(...DHCP_SERVERS), fc.array(fc.ipV4(), { minLength: 1, maxLength: 5 }), (vendor, server, ips) => {
        const value = buildOption43(vendor, ips.join(','));
        const config = dhcpServerConfig(value, server).toLowerCase();
        const carriers = [value.hex, value.hex.match(/../g)!.join(':'), value.controllers[0]!, value.text ?? '\u0000'];
        expect(carriers.some((c) => config.includes(c))).toBe(true);
      }),
    );
  });
});

describe('parseControllers', () => {
  it('names the bad entry and its line', () => {
    const error = expectToolInputError(() => parseControllers('10.0.0.1\n10.0.0.300'));
    expect(error.message).toMatch(/^Controller 2 on line 2: /);
    expect(error.message).toMatch(/300/);
    expect(expectToolInputError(() => parseControllers(' \n ')).message).toMatch(/at least one controller/);
  });
  it('rejects a list too long for one sub-option', () => {
    const many = Array.from({ length: 64 }, (_, i) => `10.0.0.${i}`).join('\n');
    expect(expectToolInputError(() => buildOption43('cisco', many)).message).toMatch(/at most 255/);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(option43GeneratorTool, option43GeneratorState);
    for (const example of option43GeneratorTool.examples ?? []) {
      const s = { ...option43GeneratorState.schema.parse({}), ...example.state } as { vendor: (typeof OPTION43_VENDORS)[number]; controllers: string };
      expect(() => buildOption43(s.vendor, s.controllers)).not.toThrow();
    }
  });
  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => buildOption43('cisco', s));
    fuzzToolFunction((s: string) => buildOption43('ruckus-smartzone', s));
  });
});
