import { useLingui } from '@lingui/react/macro';
import { Alert, attempt, Card, Select, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useMemo } from 'react';
import { buildOption43, DHCP_SERVERS, dhcpServerConfig, OPTION43_VENDORS, type DhcpServer, type Option43Vendor } from './option43-generator.js';
import { option43GeneratorState } from './state.js';

/** DHCP option 43 generator: the UI. */
export default function Option43GeneratorTool() {
  const { t } = useLingui();
  const [{ vendor, server, controllers }, update] = useToolState(option43GeneratorState);
  const result = useMemo(() => attempt(() => buildOption43(vendor, controllers)), [vendor, controllers]);
  const value = result.value;
  const config = useMemo(() => (value ? dhcpServerConfig(value, server) : ''), [value, server]);

  const vendorLabels: Record<Option43Vendor, string> = {
    cisco: t`Cisco (lightweight APs, WLC)`,
    aruba: t`Aruba / HPE (campus APs)`,
    'ruckus-smartzone': t`Ruckus SmartZone / SCG`,
    'ruckus-zonedirector': t`Ruckus ZoneDirector`,
    ubiquiti: t`Ubiquiti UniFi`,
    'fortinet-capwap': t`Fortinet FortiAP (option 138, CAPWAP)`,
    'fortinet-legacy': t`Fortinet FortiAP (option 43, older firmware)`,
    netgear: t`Netgear`,
    cambium: t`Cambium (cnMaestro)`,
  };
  const serverLabels: Record<DhcpServer, string> = {
    raw: t`Raw values`,
    'isc-dhcpd': t`ISC dhcpd (dhcpd.conf)`,
    windows: t`Windows DHCP (netsh)`,
    'cisco-ios': t`Cisco IOS`,
    mikrotik: t`MikroTik RouterOS`,
    junos: t`Juniper Junos`,
    dnsmasq: t`dnsmasq`,
  };
  const vendorNotes: Record<Option43Vendor, string> = {
    cisco: t`Type 0xf1, length 4 × the number of controllers, then their addresses (Cisco AP installation guides). The APs send a vendor class starting with "Cisco AP".`,
    aruba: t`The controller's address as text; option 60 "ArubaAP" must be sent back with it (HPE Aruba Networking, AOS-8 DHCP options).`,
    'ruckus-smartzone': t`Sub-option 6 holding the comma-separated addresses as text. Ruckus APs send the vendor class "Ruckus CPE".`,
    'ruckus-zonedirector': t`Sub-option 3 holding the comma-separated addresses as text. Ruckus APs send the vendor class "Ruckus CPE".`,
    ubiquiti: t`Sub-option 1, length 4, the controller's address (UniFi layer-3 adoption). One controller only.`,
    'fortinet-capwap': t`Option 138 (CAPWAP access controllers, RFC 5417): the list of addresses.`,
    'fortinet-legacy': t`Option 43 carrying the list of addresses, as older FortiAP firmware reads it.`,
    netgear: t`Sub-option 2, length 4, the controller's address. One controller only.`,
    cambium: t`The cnMaestro URL https://address as text. One controller only.`,
  };
  const code = value?.code ?? 43;
  const unused = value?.unused ?? 0;
  const used = value?.controllers.length ?? 0;

  return (
    <Stack>
      <Card>
        <Stack>
          <Select
            label={t`Access point vendor`}
            options={OPTION43_VENDORS.map((v) => ({ value: v, label: vendorLabels[v] }))}
            value={vendor}
            onChange={(vendor) => update({ vendor })}
          />
          <p>{vendorNotes[vendor]}</p>
          <TextInput
            label={t`Controller addresses`}
            value={controllers}
            onChange={(controllers) => update({ controllers })}
            error={result.error}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="192.168.0.15"
            hint={t`IPv4 addresses, one per line (or separated by commas or spaces), in order of preference.`}
          />
          {unused > 0 && (
            <Alert type="info">{t`This format holds ${used} address; the other ${unused} are left out.`}</Alert>
          )}
        </Stack>
      </Card>
      <Card title={t`Option value`}>
        <Stack>
          <TextCopyable label={t`Option ${code} in hexadecimal`} showLabel value={value?.hex ?? ''} copyLabel={t`Copy the hexadecimal value`} reserve={12} />
          {value?.text != null && <TextCopyable label={t`Option ${code} as text`} showLabel value={value.text} copyLabel={t`Copy the text value`} />}
          {value?.vendorClass != null && (
            <TextCopyable
              label={value.echoVendorClass ? t`Option 60 (send it back too)` : t`Option 60 sent by the access points`}
              showLabel
              value={value.vendorClass}
              copyLabel={t`Copy the vendor class`}
            />
          )}
        </Stack>
      </Card>
      <Card title={t`DHCP server configuration`}>
        <Stack>
          <Select
            label={t`DHCP server`}
            options={DHCP_SERVERS.map((s) => ({ value: s, label: serverLabels[s] }))}
            value={server}
            onChange={(server) => update({ server })}
          />
          <TextInput label={t`Configuration lines`} value={config} readOnly multiline monospace rows={6} copyable copyLabel={t`Copy the configuration lines`} />
          <p>{t`Replace the names in angle brackets (pool, scope, network) with yours.`}</p>
        </Stack>
      </Card>
    </Stack>
  );
}
