import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, ButtonsSelect, Card, Stack, TextInput, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useMemo } from 'react';
import { convertMacAddress, MAC_CASES, type MacCase } from './mac-address-converter.js';
import { macAddressConverterState } from './state.js';

/** MAC address converter: the UI. */
export default function MacAddressConverterTool() {
  const { t } = useLingui();
  const [{ input, letterCase }, update] = useToolState(macAddressConverterState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertMacAddress(input, letterCase))), [input, letterCase]);
  const info = result?.value;
  const caseLabels: Record<MacCase, string> = { conventional: t`Usual for each notation`, lower: t`Lowercase`, upper: t`Uppercase` };

  const rows = useMemo((): ValueRow[] => {
    if (!info) return [];
    const type = info.broadcast
      ? t`Broadcast (group address)`
      : info.multicast
        ? t`Multicast (group address: I/G bit set)`
        : t`Unicast (individual address: I/G bit clear)`;
    const admin = info.local
      ? t`Locally administered (U/L bit set): not assigned by the IEEE; often random or virtual`
      : t`Universally administered (U/L bit clear): its first octets are an IEEE-assigned OUI`;
    const list: ValueRow[] = [
      { key: 'colon', label: t`Colon notation (IETF, Linux, macOS)`, value: info.forms.colon },
      { key: 'hyphen', label: t`Hyphen notation (IEEE 802, Windows)`, value: info.forms.hyphen },
      { key: 'dot', label: t`Cisco dot notation`, value: info.forms.dot },
      { key: 'bare', label: t`Bare hexadecimal`, value: info.forms.bare },
      { key: 'dot-pairs', label: t`Dotted octets`, value: info.dotPairs },
      { key: 'hex', label: t`Hexadecimal number`, value: info.hex },
      { key: 'decimal', label: t`Decimal number`, value: info.decimal },
      { key: 'oui', label: t`OUI (first 3 octets)`, value: info.oui },
      { key: 'type', label: t`Address type`, value: type, hint: t`IEEE 802-2014 §8.2: bit 0 of the first octet.` },
      { key: 'admin', label: t`Administration`, value: admin, hint: t`IEEE 802-2014 §8.2: bit 1 of the first octet.` },
      { key: 'bit-reversed', label: t`Bit-reversed (Token Ring)`, value: info.bitReversed },
    ];
    if (info.eui64) {
      list.push(
        { key: 'eui64-colon', label: t`EUI-64 (colon)`, value: info.eui64.colon, hint: t`FF-FE inserted after the OUI.` },
        { key: 'eui64-hyphen', label: t`EUI-64 (hyphen)`, value: info.eui64.hyphen },
        { key: 'eui64-dot', label: t`EUI-64 (Cisco dot)`, value: info.eui64.dot },
      );
    }
    list.push(
      { key: 'modified-colon', label: t`Modified EUI-64 (colon)`, value: info.modifiedEui64.colon, hint: t`U/L bit inverted (RFC 4291 Appendix A).` },
      { key: 'modified-hyphen', label: t`Modified EUI-64 (hyphen)`, value: info.modifiedEui64.hyphen },
      { key: 'modified-dot', label: t`Modified EUI-64 (Cisco dot)`, value: info.modifiedEui64.dot },
      { key: 'interface-id', label: t`IPv6 interface identifier`, value: info.interfaceId },
      { key: 'link-local', label: t`IPv6 link-local address`, value: info.linkLocal, hint: t`fe80::/64 and the modified EUI-64 (RFC 4291 §2.5.6), in RFC 5952 form.` },
    );
    return list;
  }, [info, t]);


  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`MAC address`}
            value={input}
            onChange={(input) => update({ input })}
            error={result?.error}
            placeholder="00:1b:63:84:45:e6"
            hint={t`Colons, hyphens, Cisco dots (001b.6384.45e6), spaces or bare hex; an 8-octet EUI-64, or an IPv6 address made from a MAC (fe80::21b:63ff:fe84:45e6).`}
            monospace
            spellCheck={false}
            autoComplete="off"
          />
          {info?.fromIpv6 && <Alert type="info">{t`Read from the interface identifier of the IPv6 address (RFC 4291 Appendix A).`}</Alert>}
          <ButtonsSelect
            label={t`Letter case`}
            options={MAC_CASES.map((value) => ({ value, label: caseLabels[value] }))}
            value={letterCase}
            onChange={(letterCase) => update({ letterCase })}
            size="small"
          />
        </Stack>
      </Card>
      {info && <ValueTable caption={t`Notations and derived addresses`} rows={rows} />}
    </Stack>
  );
}
