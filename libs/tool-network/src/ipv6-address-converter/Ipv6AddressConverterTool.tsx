import { attempt, Card, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { convertIpv6Address, type Ipv6EmbeddedIpv4, type Ipv6InputForm, type Ipv6SpecialBlock } from './ipv6-address-converter.js';
import { ipv6AddressConverterState } from './state.js';

const describeBlock = (b: Ipv6SpecialBlock) => `${b.name} ${b.block} (${b.rfc})`;

/** IPv6 address converter: the UI. */
export default function Ipv6AddressConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv6AddressConverterState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertIpv6Address(input))), [input]);
  const info = result?.value;

  const formNames: Record<Ipv6InputForm, string> = {
    ipv6: t`IPv6 address`,
    ipv4: t`IPv4 address, as its IPv4-mapped IPv6 address (RFC 4291 §2.5.5.2)`,
    decimal: t`decimal integer`,
    hex: t`hexadecimal integer`,
    binary: t`binary integer`,
    arpa: t`ip6.arpa name`,
  };
  const rows = useMemo((): ValueRow[] => {
    if (!info) return [];
    const embeddedNames: Record<Ipv6EmbeddedIpv4['kind'], string> = {
      'ipv4-mapped': t`IPv4-mapped (RFC 4291 §2.5.5.2)`,
      'ipv4-compatible': t`IPv4-compatible, deprecated (RFC 4291 §2.5.5.1)`,
      '6to4': t`6to4 site's IPv4 address (RFC 3056 §2)`,
      nat64: t`NAT64 translated IPv4 address (RFC 6052 §2.1)`,
      teredo: t`Teredo client's public IPv4 address (RFC 4380 §4)`,
    };
    const list: ValueRow[] = [
      { key: 'compressed', label: t`Compressed`, value: info.compressed, hint: t`RFC 5952 canonical text.` },
      { key: 'expanded', label: t`Expanded`, value: info.expanded },
      { key: 'mixed', label: t`Mixed notation`, value: info.mixed, hint: t`The last 32 bits as IPv4 (RFC 4291 §2.2).` },
      { key: 'decimal', label: t`Decimal`, value: info.decimal },
      { key: 'hex', label: t`Hexadecimal`, value: info.hex },
      { key: 'binary', label: t`Binary`, value: info.binary },
      { key: 'cidr', label: t`CIDR notation`, value: info.cidr },
    ];
    if (info.range) {
      list.push({ key: 'first', label: t`First address`, value: info.range.first }, { key: 'last', label: t`Last address`, value: info.range.last });
    }
    list.push(
      { key: 'arpa', label: t`Reverse DNS name (ip6.arpa)`, value: info.arpa, hint: t`RFC 3596 §2.5.` },
      { key: 'unc', label: t`Windows UNC host name`, value: info.unc },
      { key: 'iid', label: t`Interface identifier`, value: info.interfaceId, hint: t`The low 64 bits (RFC 4291 §2.5.1).` },
    );
    if (info.eui64Mac) {
      list.push({ key: 'mac', label: t`MAC address (from EUI-64)`, value: info.eui64Mac, hint: t`The interface identifier has ff:fe in its middle: a modified EUI-64 (RFC 4291 Appendix A).` });
    }
    const [type, ...others] = info.blocks;
    list.push({
      key: 'type',
      label: t`Address type`,
      value: type ? describeBlock(type) : t`Reserved by the IETF (no assigned use)`,
      hint: t`From the IANA IPv6 Special-Purpose Address Registry and the IANA IPv6 Address Space registry.`,
    });
    if (others.length > 0) list.push({ key: 'within', label: t`Also within`, value: others.map(describeBlock).join('; ') });
    if (info.multicast) {
      const m = info.multicast;
      const scopeValue = m.scope.toString(16);
      const flags = [m.transient ? t`T: transient` : t`T: permanent (IANA-assigned)`, m.prefixBased ? t`P: prefix-based (RFC 3306)` : '', m.embeddedRp ? t`R: embedded RP (RFC 3956)` : '']
        .filter(Boolean)
        .join('; ');
      list.push({ key: 'scope', label: t`Multicast scope`, value: `${m.scopeName} (${scopeValue})`, hint: t`RFC 4291 §2.7, RFC 7346.` });
      list.push({ key: 'flags', label: t`Multicast flags`, value: flags });
      if (m.group) list.push({ key: 'group', label: t`Multicast group`, value: m.group });
    }
    if (info.embeddedIpv4) {
      const e = info.embeddedIpv4;
      list.push({ key: 'ipv4', label: t`Embedded IPv4 address`, value: e.ipv4, hint: embeddedNames[e.kind] });
      if (e.teredo) {
        list.push({ key: 'teredo-server', label: t`Teredo server`, value: e.teredo.server });
        list.push({ key: 'teredo-port', label: t`Teredo client port`, value: String(e.teredo.port) });
      }
    }
    if (info.zone !== null) list.push({ key: 'zone', label: t`Zone id`, value: info.zone, hint: t`Only meaningful on this host (RFC 4007 §11).` });
    return list;
  }, [info, t]);

  const form = info ? formNames[info.form] : '';
  return (
    <Stack>
      <Card>
        <TextInput
          label={t`IPv6 address`}
          value={input}
          onChange={(value) => update({ input: value })}
          error={result?.error}
          placeholder="2001:db8::1"
          hint={
            info
              ? t`Read as: ${form}.`
              : t`With colons (2001:db8::1, optionally /prefix or %zone), an IPv4 address, an integer (decimal, 0x…, 0b…) or an ip6.arpa name.`
          }
          monospace
          spellCheck={false}
          autoComplete="off"
        />
      </Card>
      {info && <ValueTable caption={t`Conversions`} rows={rows} />}
    </Stack>
  );
}
