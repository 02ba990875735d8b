import { ToolInputError } from '@handy-tools/ui/kit';
import { formatIpv4Address, parseIpv4Address } from '../shared/ipv4.js';

/**
 * DHCP option 43 ("Vendor Specific Information", RFC 2132 §8.4) values that tell wireless access
 * points where their controller is, and the lines that configure common DHCP servers with them.
 */

/** The access point families the generator knows. */
export const OPTION43_VENDORS = [
  'cisco',
  'aruba',
  'ruckus-smartzone',
  'ruckus-zonedirector',
  'ubiquiti',
  'fortinet-capwap',
  'fortinet-legacy',
  'netgear',
  'cambium',
] as const;
/** An access point family (see {@link OPTION43_VENDORS}). */
export type Option43Vendor = (typeof OPTION43_VENDORS)[number];

/** The DHCP servers the generator writes configuration for. */
export const DHCP_SERVERS = ['raw', 'isc-dhcpd', 'windows', 'cisco-ios', 'mikrotik', 'junos', 'dnsmasq'] as const;
/** A DHCP server (see {@link DHCP_SERVERS}); `raw` lists the option codes, types and values. */
export type DhcpServer = (typeof DHCP_SERVERS)[number];

/** The option value for one vendor and its controllers. */
export interface Option43Value {
  vendor: Option43Vendor;
  /** The DHCP option that carries the value: 43, or 138 (CAPWAP access controller, RFC 5417) for FortiAP. */
  code: 43 | 138;
  /** The option's payload, octet by octet (without the option code and length that the server adds). */
  bytes: number[];
  /** The payload as lowercase hex, e.g. `f1080a7e7e020a7f7f02`. */
  hex: string;
  /** The payload as text when the vendor's format is ASCII text (Aruba, Cambium), else null. */
  text: string | null;
  /** The controller addresses the value carries, dotted decimal. */
  controllers: string[];
  /** How many of the addresses given were left out because the format holds fewer. */
  unused: number;
  /**
   * The vendor class identifier (option 60) the access points send, to match them on the server;
   * null when the vendor documents none.
   */
  vendorClass: string | null;
  /** True when the server must also send option 60 back with that value (Aruba: "must be supplied with option 43"). */
  echoVendorClass: boolean;
}

/**
 * Reads the controller addresses: IPv4 addresses separated by new lines, commas, semicolons or
 * spaces.
 *
 * @param text - the list as typed.
 * @returns the addresses in order, in dotted-decimal form (duplicates kept as given).
 * @throws ToolInputError when the list is empty or an entry is not an IPv4 address; the message
 *   names the entry and its line, and `position` points at it.
 * @see RFC 791 §3.2; RFC 1123 §2.1.
 */
export function parseControllers(text: string): string[] {
  const out: string[] = [];
  const entry = /[^\s,;]+/g;
  let match: RegExpExecArray | null;
  let n = 0;
  while ((match = entry.exec(text)) !== null) {
    n++;
    const token = match[0];
    const line = text.slice(0, match.index).split('\n').length;
    try {
      out.push(formatIpv4Address(parseIpv4Address(token, 'address', match.index)));
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      throw new ToolInputError(`Controller ${n} on line ${line}: ${error.message}`, { position: match.index, line });
    }
  }
  if (out.length === 0) throw new ToolInputError('Enter the IPv4 address of at least one controller, e.g. 192.168.0.15.');
  return out;
}

const octetsOf = (address: string) => address.split('.').map(Number);
const asciiBytes = (text: string) => [...text].map((c) => c.charCodeAt(0));
const toHex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join('');

/** A type-length-value sub-option; its value must fit in 255 octets. */
function tlv(type: number, value: number[], what: string): number[] {
  if (value.length > 255) throw new ToolInputError(`${what} is ${value.length} octets long; a DHCP sub-option holds at most 255. Enter fewer controllers.`);
  return [type, value.length, ...value];
}

/**
 * Builds the option 43 (or 138) value for a vendor's access points.
 *
 * - `cisco`: TLV type 0xf1, length 4 × n, the controllers' addresses (Cisco lightweight AP
 *   installation guides, "Configuring DHCP Option 43": 10.126.126.2 and 10.127.127.2 →
 *   `f1080a7e7e020a7f7f02`).
 * - `aruba`: the controller's address as text, with option 60 `ArubaAP` sent back (HPE Aruba
 *   Networking AOS-8 "DHCP options for campus APs": option 43 String, option 60 mandatory).
 * - `ruckus-smartzone` / `ruckus-zonedirector`: sub-option 0x06 / 0x03 holding the comma-separated
 *   addresses as ASCII (Ruckus SmartZone administrator guide; Ruckus KB 000008703:
 *   192.168.1.120 → `060d3139322e3136382e312e313230`).
 * - `ubiquiti`: sub-option 0x01, length 4, one address (UniFi "Layer 3 adoption" DHCP option 43:
 *   `0104c0a89602` for 192.168.150.2).
 * - `fortinet-capwap`: option 138, the list of addresses (RFC 5417 §3, used by FortiAP);
 *   `fortinet-legacy`: the same list in option 43, as older FortiAP firmware read it.
 * - `netgear`: sub-option 0x02, length 4, one address.
 * - `cambium`: the cnMaestro URL `https://<address>` as text.
 *
 * @param vendor - the access point family.
 * @param controllers - the controller addresses as typed (see {@link parseControllers}).
 * @returns the value, see {@link Option43Value}.
 * @throws ToolInputError for a bad or empty address list, or a list too long for the format.
 * @see RFC 2132 §8.4 (vendor specific information), RFC 5417 (CAPWAP AC option), and the vendor
 *   documents above.
 */
export function buildOption43(vendor: Option43Vendor, controllers: string): Option43Value {
  const all = parseControllers(controllers);
  let used = all;
  let bytes: number[];
  let text: string | null = null;
  let code: 43 | 138 = 43;
  let vendorClass: string | null = null;
  let echoVendorClass = false;
  switch (vendor) {
    case 'cisco':
      bytes = tlv(0xf1, all.flatMap(octetsOf), 'The list of controllers');
      vendorClass = 'Cisco AP';
      break;
    case 'aruba':
      used = all.slice(0, 1);
      text = used[0]!;
      bytes = asciiBytes(text);
      vendorClass = 'ArubaAP';
      echoVendorClass = true;
      break;
    case 'ruckus-smartzone':
    case 'ruckus-zonedirector':
      bytes = tlv(vendor === 'ruckus-smartzone' ? 0x06 : 0x03, asciiBytes(all.join(',')), 'The comma-separated list of controllers');
      vendorClass = 'Ruckus CPE';
      break;
    case 'ubiquiti':
    case 'netgear':
      used = all.slice(0, 1);
      bytes = tlv(vendor === 'ubiquiti' ? 0x01 : 0x02, octetsOf(used[0]!), 'The address');
      break;
    case 'fortinet-capwap':
    case 'fortinet-legacy':
      if (all.length > 63) throw new ToolInputError(`${all.length} controllers take ${all.length * 4} octets; a DHCP option holds at most 255 (63 addresses).`);
      bytes = all.flatMap(octetsOf);
      code = vendor === 'fortinet-capwap' ? 138 : 43;
      break;
    case 'cambium':
      used = all.slice(0, 1);
      text = `https://${used[0]}`;
      bytes = asciiBytes(text);
      break;
  }
  return { vendor, code, bytes, hex: toHex(bytes), text, controllers: used, unused: all.length - used.length, vendorClass, echoVendorClass };
}

/** The bytes as `aa:bb:cc`, the form ISC dhcpd and dnsmasq read. */
const colonHex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');

/** A double-quoted string for configuration files; the values here are addresses, URLs and vendor names. */
const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Writes the configuration lines that make a DHCP server send the value.
 *
 * - `raw`: the option codes, their type and value, for any server's user interface.
 * - `isc-dhcpd`: `option vendor-encapsulated-options` (option 43) in a class that matches the
 *   access points' vendor class when there is one; `option capwap-ac code 138 = array of
 *   ip-address` for option 138 (ISC dhcpd dhcp-options(5)).
 * - `windows`: `netsh dhcp server` commands at server level (option 43 is type BINARY; option
 *   60 and 138 need an option definition first).
 * - `cisco-ios`: `ip dhcp pool` with `option 43 hex` / `option 138 ip` / `option 60 ascii`
 *   (Cisco IOS DHCP server; Cisco lightweight AP installation guides).
 * - `mikrotik`: `/ip dhcp-server option` with a `0x` hex value (RouterOS "DHCP Server", option
 *   values).
 * - `junos`: `dhcp-attributes option 43 hex-string` in an address-assignment pool.
 * - `dnsmasq`: `dhcp-option=43,aa:bb:…` (dnsmasq(8) `--dhcp-option`).
 *
 * @param value - the value from {@link buildOption43}.
 * @param server - the DHCP server.
 * @returns the lines, joined by "\n"; names in angle brackets (a pool or scope) are to be
 *   replaced with the visitor's own.
 * @see RFC 2132 §8.4 and §9.13 (vendor class identifier); the servers' manuals named above.
 */
export function dhcpServerConfig(value: Option43Value, server: DhcpServer): string {
  const { code, bytes, hex, text, vendorClass, echoVendorClass, controllers } = value;
  const upperHex = hex.toUpperCase();
  const lines: string[] = [];
  switch (server) {
    case 'raw':
      lines.push(`Option ${code}`);
      if (code === 138) lines.push(`Type: IP addresses`, `Value: ${controllers.join(', ')}`);
      else lines.push(`Type: hexadecimal (binary)`, `Value: ${hex}`);
      if (text !== null) lines.push(`As text: ${text}`);
      if (vendorClass !== null) {
        lines.push('', echoVendorClass ? 'Option 60 (sent back with option 43)' : 'Option 60 (vendor class sent by the access points; match it to send option 43 to them only)');
        lines.push('Type: string', `Value: ${vendorClass}`);
      }
      break;
    case 'isc-dhcpd': {
      if (code === 138) {
        lines.push('option capwap-ac code 138 = array of ip-address;', '', '# in the subnet or pool of the access points:', `option capwap-ac ${controllers.join(', ')};`);
        break;
      }
      const body = [`option vendor-encapsulated-options ${text !== null ? quoted(text) : colonHex(bytes)};`];
      if (echoVendorClass && vendorClass !== null) body.unshift(`option vendor-class-identifier ${quoted(vendorClass)};`);
      if (vendorClass === null) lines.push('# in the subnet or pool of the access points:', ...body);
      else {
        const match =
          vendorClass === 'Cisco AP'
            ? `match if substring(option vendor-class-identifier, 0, 8) = "Cisco AP";`
            : `match if option vendor-class-identifier = ${quoted(vendorClass)};`;
        lines.push(`class ${quoted(vendorClass)} {`, `  ${match}`, ...body.map((l) => `  ${l}`), '}');
      }
      break;
    }
    case 'windows':
      if (code === 138) {
        lines.push('netsh dhcp server add optiondef 138 "CAPWAP AC" IPADDRESS 1', `netsh dhcp server set optionvalue 138 IPADDRESS ${controllers.join(' ')}`);
        break;
      }
      if (echoVendorClass && vendorClass !== null) {
        lines.push(`netsh dhcp server add optiondef 60 "Vendor class" STRING 0`, `netsh dhcp server set optionvalue 60 STRING ${quoted(vendorClass)}`);
      }
      lines.push(`netsh dhcp server set optionvalue 43 BINARY ${upperHex}`);
      lines.push('rem or for one scope: netsh dhcp server scope <scope address> set optionvalue …');
      break;
    case 'cisco-ios':
      lines.push('ip dhcp pool <pool name>');
      if (code === 138) lines.push(` option 138 ip ${controllers.join(' ')}`);
      else {
        if (echoVendorClass && vendorClass !== null) lines.push(` option 60 ascii ${quoted(vendorClass)}`);
        lines.push(` option 43 hex ${hex}`);
      }
      break;
    case 'mikrotik': {
      const names: string[] = [`option${code}`];
      lines.push('/ip dhcp-server option', `add code=${code} name=option${code} value=0x${hex}`);
      if (echoVendorClass && vendorClass !== null) {
        lines.push(`add code=60 name=option60 value="s'${vendorClass}'"`);
        names.push('option60');
      }
      lines.push('/ip dhcp-server network', `set [find address=<network/prefix>] dhcp-option=${names.join(',')}`);
      break;
    }
    case 'junos': {
      const prefix = 'set access address-assignment pool <pool name> family inet dhcp-attributes';
      if (code === 138) lines.push(`${prefix} option 138 array ip-address [ ${controllers.join(' ')} ]`);
      else lines.push(`${prefix} option 43 hex-string ${hex}`);
      if (echoVendorClass && vendorClass !== null) lines.push(`${prefix} option 60 string ${quoted(vendorClass)}`);
      break;
    }
    case 'dnsmasq':
      if (code === 138) lines.push(`dhcp-option=138,${controllers.join(',')}`);
      else {
        if (echoVendorClass && vendorClass !== null) lines.push(`dhcp-option=60,${quoted(vendorClass)}`);
        lines.push(`dhcp-option=43,${colonHex(bytes)}`);
      }
      break;
  }
  return lines.join('\n');
}
