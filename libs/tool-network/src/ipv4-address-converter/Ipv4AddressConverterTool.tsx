import { attempt, Card, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { convertIpv4Address, type Ipv4InputForm } from './ipv4-address-converter.js';
import { ipv4AddressConverterState } from './state.js';

/** IPv4 address converter: the UI. */
export default function Ipv4AddressConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipv4AddressConverterState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertIpv4Address(input))), [input]);
  const forms = result?.value;

  const formNames: Record<Ipv4InputForm, string> = {
    dotted: t`dotted decimal`,
    decimal: t`decimal integer`,
    hex: t`hexadecimal integer`,
    binary: t`binary integer`,
    octal: t`octal integer`,
    'ipv4-mapped': t`IPv4-mapped IPv6 address`,
    'ipv4-compatible': t`IPv4-compatible IPv6 address`,
  };

  const rows = useMemo((): ValueRow[] => {
    if (!forms) return [];
    const type =
      forms.specialRanges.length === 0
        ? t`Public (no special-purpose block)`
        : forms.specialRanges.map((r) => `${r.name} ${r.block} (${r.rfc})`).join('; ');
    return [
      { key: 'dotted', label: t`Dotted decimal`, value: forms.dotted },
      { key: 'decimal', label: t`Decimal`, value: forms.decimal },
      { key: 'hex', label: t`Hexadecimal`, value: forms.hex },
      { key: 'hex-dotted', label: t`Hexadecimal octets`, value: forms.hexDotted },
      { key: 'binary', label: t`Binary`, value: forms.binary },
      { key: 'binary-dotted', label: t`Binary octets`, value: forms.binaryDotted },
      { key: 'octal', label: t`Octal`, value: forms.octal, hint: t`With a leading 0, as C and inet_aton read octal.` },
      { key: 'octal-dotted', label: t`Octal octets`, value: forms.octalDotted },
      { key: 'mapped', label: t`IPv4-mapped IPv6 address`, value: forms.ipv4Mapped, hint: t`::ffff:0:0/96 (RFC 4291 §2.5.5.2), in the mixed notation of RFC 5952 §5.` },
      { key: 'mapped-hex', label: t`IPv4-mapped IPv6 address (hex)`, value: forms.ipv4MappedHex },
      { key: 'mapped-expanded', label: t`IPv4-mapped IPv6 address (expanded)`, value: forms.ipv4MappedExpanded },
      {
        key: 'compatible',
        label: t`IPv4-compatible IPv6 address`,
        value: forms.ipv4Compatible,
        hint: t`Deprecated (RFC 4291 §2.5.5.1): no longer used by any transition mechanism.`,
      },
      { key: 'compatible-hex', label: t`IPv4-compatible IPv6 address (hex)`, value: forms.ipv4CompatibleHex },
      { key: '6to4', label: t`6to4 prefix`, value: forms.sixToFourPrefix, hint: t`2002:V4ADDR::/48 (RFC 3056 §2).` },
      { key: 'nat64', label: t`NAT64 address`, value: forms.nat64, hint: t`Under the well-known prefix 64:ff9b::/96 (RFC 6052 §2.1).` },
      { key: 'cidr', label: t`CIDR notation`, value: forms.cidr },
      { key: 'ptr', label: t`Reverse DNS name (PTR)`, value: forms.ptrName },
      { key: 'class', label: t`Address class`, value: forms.addressClass },
      { key: 'type', label: t`Address type`, value: type, hint: t`From the IANA IPv4 Special-Purpose Address Registry (RFC 6890).` },
    ];
  }, [forms, t]);

  const form = forms ? formNames[forms.form] : '';
  return (
    <Stack>
      <Card>
        <TextInput
          label={t`IPv4 address`}
          value={input}
          onChange={(value) => update({ input: value })}
          error={result?.error}
          placeholder="192.168.1.1"
          hint={
            forms
              ? t`Read as: ${form}.`
              : t`Dotted (192.168.1.1), an integer (3232235777, 0xC0A80101, 0b…, 0o…), or an IPv4-mapped or -compatible IPv6 address (::ffff:192.168.1.1).`
          }
          monospace
          spellCheck={false}
          autoComplete="off"
        />
      </Card>
      {forms && <ValueTable caption={t`Conversions`} rows={rows} />}
    </Stack>
  );
}
