import { attempt, Button, ButtonsSelect, Card, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Ipv6Form } from '../shared/ip-range.js';
import { ipRangeToCidr } from './ip-range-to-cidr.js';
import { ipRangeToCidrState } from './state.js';

type Separator = 'newline' | 'comma';

/** IP range to CIDR: the UI. */
export default function IpRangeToCidrTool() {
  const { t } = useLingui();
  const [{ start, end, ipv6Form, separator }, update] = useToolState(ipRangeToCidrState);
  const result = useMemo(
    () => (start.trim() === '' && end.trim() === '' ? null : attempt(() => ipRangeToCidr(start, end, ipv6Form))),
    [start, end, ipv6Form],
  );
  const value = result?.value;
  const error = result?.error;
  // The message names the address at fault: show it under that field (a range typed whole sits in the start field).
  const onStart =
    error !== undefined &&
    (end.trim() === ''
      ? start.includes('-') || error.includes('start address')
      : error.includes('start address') && !error.includes('end address'));
  const startError = onStart ? error : undefined;
  const endError = error !== undefined && !onStart ? error : undefined;
  const blocks = value ? value.cidrs.join(separator === 'comma' ? ', ' : '\n') : '';
  const blockCount = value ? String(value.cidrs.length) : '';
  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <TextInput
              label={t`Start address`}
              value={start}
              onChange={(v) => update({ start: v })}
              error={startError}
              placeholder="192.168.1.1"
              monospace
              spellCheck={false}
            />
            <TextInput
              label={t`End address`}
              value={end}
              onChange={(v) => update({ end: v })}
              error={endError}
              placeholder="192.168.6.255"
              monospace
              spellCheck={false}
            />
          </Row>
          <Row>
            <Button onClick={() => update({ start: end, end: start })}>
              <IconArrowsExchange size={18} aria-hidden />
              {t`Swap start and end`}
            </Button>
          </Row>
          <Row>
            <ButtonsSelect<Ipv6Form>
              label={t`IPv6 addresses`}
              options={[
                { value: 'compressed', label: t`Compressed (RFC 5952)` },
                { value: 'expanded', label: t`Expanded` },
              ]}
              value={ipv6Form}
              onChange={(v) => update({ ipv6Form: v })}
            />
            <ButtonsSelect<Separator>
              label={t`Separate blocks with`}
              options={[
                { value: 'newline', label: t`New lines` },
                { value: 'comma', label: t`Commas` },
              ]}
              value={separator}
              onChange={(v) => update({ separator: v })}
            />
          </Row>
        </Stack>
      </Card>
      <Card title={t`Result`}>
        <Stack>
          <TextInput
            label={t`CIDR blocks`}
            hideLabel
            value={blocks}
            readOnly
            multiline
            rows={4}
            copyable
            copyLabel={t`Copy the CIDR blocks`}
            monospace
          />
          <TextCopyable label={t`Number of blocks`} showLabel value={blockCount} reserve={3} />
          <TextCopyable label={t`Number of addresses`} showLabel value={value ? String(value.addressCount) : ''} reserve={10} />
          <TextCopyable label={t`Smallest covering block`} showLabel value={value?.coveringCidr ?? ''} reserve={18} />
        </Stack>
      </Card>
    </Stack>
  );
}
