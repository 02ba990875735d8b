import { attempt, ButtonsSelect, Card, Row, Stack, Table, TextInput, useToolState, type TableColumn } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconCircleCheck, IconCircleHalf2, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Ipv6Form } from '../shared/ip-range.js';
import { checkIpInNetworks, type CidrInCidrEntry, type CidrInCidrMode, type IpMatch } from './cidr-in-cidr.js';
import styles from './CidrInCidrTool.module.css';
import { cidrInCidrState } from './state.js';

/** Entries listed in the table; the rest are counted ("N more"). */
const TABLE_MAX = 100;
const ORDER: Record<IpMatch, number> = { inside: 0, partial: 1, outside: 2 };

/** IP in CIDR checker: the UI. */
export default function CidrInCidrTool() {
  const { t } = useLingui();
  const [{ networks, tested, mode, ipv6Form }, update] = useToolState(cidrInCidrState);
  const result = useMemo(() => attempt(() => checkIpInNetworks(networks, tested, mode, ipv6Form)), [networks, tested, mode, ipv6Form]);
  const value = result.value;
  const error = result.error;
  const testedError = error !== undefined && /tested value|to test/.test(error) ? error : undefined;
  const networksError = error !== undefined && testedError === undefined ? error : undefined;

  const matchText: Record<IpMatch, string> = { inside: t`Contains it`, partial: t`Overlaps it`, outside: t`No match` };
  const columns: TableColumn<CidrInCidrEntry>[] = [
    { key: 'input', header: t`Network` },
    { key: 'cidr', header: t`CIDR` },
    { key: 'firstAddress', header: t`First address` },
    { key: 'lastAddress', header: t`Last address` },
    { key: 'match', header: t`Match`, render: (e) => matchText[e.match] },
  ];
  const sorted = useMemo(() => (value ? [...value.entries].sort((a, b) => ORDER[a.match] - ORDER[b.match]) : []), [value]);
  const more = sorted.length - TABLE_MAX;

  let verdict = null;
  if (value) {
    const inside = String(value.insideCount);
    const total = String(value.tested.addressCount);
    const matching = value.entries.filter((e) => e.match !== 'outside').length;
    const kind = value.included ? 'inside' : value.match === 'outside' ? 'outside' : 'partial';
    const Icon = kind === 'inside' ? IconCircleCheck : kind === 'outside' ? IconCircleX : IconCircleHalf2;
    verdict = (
      <Stack>
        <div className={`${styles.verdict} ${styles[kind]}`}>
          <Icon size={24} aria-hidden />
          <output aria-label={t`Verdict`}>
            {kind === 'inside' ? t`Included` : kind === 'outside' ? t`Not included` : t`Partly included`}
          </output>
        </div>
        <p className={styles.detail}>
          <output
            aria-label={t`Addresses inside`}
          >{t`${inside} of ${total} addresses are inside the list; ${matching} entries match.`}</output>
        </p>
      </Stack>
    );
  }

  return (
    <Stack>
      <Card>
        <Stack>
          <TextInput
            label={t`Networks`}
            value={networks}
            onChange={(v) => update({ networks: v })}
            error={networksError}
            multiline
            rows={3}
            monospace
            spellCheck={false}
            placeholder="192.168.0.0/24"
            hint={t`One network or a list (new lines, commas or spaces): CIDR, address, address and netmask, range (a-b) or IPv4 wildcard (10.1.*.*), IPv4 or IPv6.`}
          />
          <TextInput
            label={t`Address, range or block to test`}
            value={tested}
            onChange={(v) => update({ tested: v })}
            error={testedError}
            monospace
            spellCheck={false}
            placeholder="192.168.0.77"
          />
          <Row>
            <ButtonsSelect<CidrInCidrMode>
              label={t`Included when`}
              options={[
                { value: 'union', label: t`Inside the list as a whole` },
                { value: 'single', label: t`Inside one entry alone` },
              ]}
              value={mode}
              onChange={(v) => update({ mode: v })}
            />
            <ButtonsSelect<Ipv6Form>
              label={t`IPv6 addresses`}
              options={[
                { value: 'compressed', label: t`Compressed (RFC 5952)` },
                { value: 'expanded', label: t`Expanded` },
              ]}
              value={ipv6Form}
              onChange={(v) => update({ ipv6Form: v })}
            />
          </Row>
        </Stack>
      </Card>
      <Card title={t`Result`}>{verdict ?? <p className={styles.detail}>—</p>}</Card>
      {value && (
        <Stack>
          <Table
            caption={t`Networks and matches`}
            dense
            columns={columns}
            rows={sorted.slice(0, TABLE_MAX)}
            getRowKey={(_, i) => i}
            rowHeader="input"
          />
          {more > 0 && <p>{t`${more} more networks not shown.`}</p>}
        </Stack>
      )}
    </Stack>
  );
}
