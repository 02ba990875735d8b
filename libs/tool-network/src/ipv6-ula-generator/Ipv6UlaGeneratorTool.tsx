import { Alert, Button, ButtonsSelect, Card, Select, Stack, TextInput, useAsyncResult, useToolState, ValueTable, type ValueRow } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { generateUlaPrefix, ulaSubnets, type UlaMethod, type UlaRequest } from './ipv6-ula-generator.js';
import { ipv6UlaGeneratorState } from './state.js';

/** 40 random bits from the browser's CSPRNG, as 10 hex digits. */
function drawRandomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const hex = (value: bigint, digits: number) => value.toString(16).padStart(digits, '0');

/** IPv6 ULA generator: the UI. */
export default function Ipv6UlaGeneratorTool() {
  const { t } = useLingui();
  const [{ mac, time, random, method, subnets }, update] = useToolState(ipv6UlaGeneratorState);

  // The clock and the random generator are read here, never during render: the prerendered page
  // has no prefix yet, and a restored state (reload, link) keeps the time and bits it had.
  useEffect(() => {
    if (time === 0 || random === '') update({ time: time === 0 ? Date.now() : time, random: random === '' ? drawRandomHex() : random });
  }, [time, random, update]);

  const request = useMemo((): UlaRequest | null => (time === 0 || random === '' ? null : { method, identifier: mac, unixMs: time, randomHex: random }), [method, mac, time, random]);
  const result = useAsyncResult(request, (r) => generateUlaPrefix(r));
  const done = result.status === 'done' ? result.value : null;
  const macError = result.status === 'error' && method !== 'random' ? result.message : undefined;

  const rows = useMemo((): ValueRow[] => {
    const value = (text: string | null | undefined) => (done ? (text ?? '') : '');
    const list: ValueRow[] = [
      { key: 'prefix', label: t`ULA prefix (/48)`, value: value(done?.prefix) },
      { key: 'first', label: t`First /64`, value: value(done && ulaSubnets(done.globalId, 0, 1)[0]) },
      { key: 'last', label: t`Last /64`, value: value(done && ulaSubnets(done.globalId, 0xffff, 1)[0]), hint: t`A /48 holds 65,536 /64 subnets (16-bit Subnet ID).` },
      { key: 'global-id', label: t`Global ID`, value: value(done && hex(done.globalId, 10)), hint: t`The 40 bits after fd (RFC 4193 §3.1).` },
    ];
    if (method !== 'random') {
      list.push({ key: 'time', label: t`Time used`, value: time === 0 ? '' : new Date(time).toISOString() });
    }
    if (method === 'rfc4193') {
      list.push(
        { key: 'ntp', label: t`NTP timestamp`, value: value(done?.ntpTime != null ? hex(done.ntpTime, 16) : undefined), hint: t`64-bit NTP format: seconds since 1900 and a 32-bit fraction (RFC 5905 §6).` },
        { key: 'eui64', label: t`EUI-64`, value: value(done?.eui64 != null ? hex(done.eui64, 16) : undefined), hint: t`From a MAC: ff:fe inserted and the universal/local bit inverted (RFC 4291 Appendix A).` },
      );
    }
    if (method !== 'random') list.push({ key: 'sha1', label: t`SHA-1 digest`, value: value(done?.sha1 ?? undefined), hint: t`Its lowest 40 bits are the Global ID.` });
    return list;
  }, [done, method, time, t]);

  const subnetList = done ? ulaSubnets(done.globalId, 0, subnets).join('\n') : '';
  const methods: { value: UlaMethod; label: string }[] = [
    { value: 'rfc4193', label: t`RFC 4193 (time + EUI-64, SHA-1)` },
    { value: 'random', label: t`Random (CSPRNG)` },
    { value: 'it-tools', label: t`IT-Tools (former, non-standard)` },
  ];
  const explanations: Record<UlaMethod, string> = {
    rfc4193: t`RFC 4193 §3.2.2: the current time in 64-bit NTP format followed by an EUI-64 (made from the MAC address) is hashed with SHA-1; the lowest 40 bits are the Global ID, after fd.`,
    random: t`40 bits from the browser's cryptographic random generator (crypto.getRandomValues): RFC 4193 §3.2.1 asks only that the Global ID be pseudo-random.`,
    'it-tools': t`As IT-Tools did: SHA-1 of the milliseconds since 1970 written in decimal followed by the MAC address as typed, lowest 40 bits. Not the RFC's key; kept for comparison.`,
  };

  return (
    <Stack>
      <Card>
        <Stack>
          <ButtonsSelect label={t`Method`} value={method} onChange={(value) => update({ method: value })} options={methods} />
          <Alert type="info">{explanations[method]}</Alert>
          <TextInput
            label={t`MAC address or EUI-64`}
            value={mac}
            onChange={(value) => update({ mac: value })}
            error={macError}
            placeholder="00:00:5e:00:53:01"
            hint={method === 'random' ? t`Not used by the random method.` : t`Any interface's MAC (00:00:5e:00:53:01, 00-00-5E-00-53-01, 0000.5e00.5301) or an EUI-64. Nothing leaves the browser.`}
            monospace
            spellCheck={false}
            autoComplete="off"
          />
          <div>
            <Button variant="primary" onClick={() => update({ time: Date.now(), random: drawRandomHex() })}>
              <IconRefresh size={18} aria-hidden />
              {t`Generate a new prefix`}
            </Button>
          </div>
        </Stack>
      </Card>
      <ValueTable caption={t`Unique local prefix`} rows={rows} />
      <Card title={t`/64 subnets`}>
        <Stack>
          <Select
            label={t`Number of /64 subnets listed`}
            value={String(subnets)}
            onChange={(value) => update({ subnets: Number(value) })}
            options={[...new Set([1, 4, 8, 16, 32, 64, 128, 256, subnets])].sort((a, b) => a - b).map((n) => ({ value: String(n), label: String(n) }))}
          />
          <TextInput label={t`First /64 subnets`} value={subnetList} readOnly multiline rows={Math.min(subnets, 8)} monospace copyable />
        </Stack>
      </Card>
    </Stack>
  );
}
