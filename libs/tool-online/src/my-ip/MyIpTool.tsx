import { useLingui } from '@lingui/react/macro';
import { Alert, Button, ButtonsSelect, Card, Checkbox, Stack, TextCopyable, useAsyncResult, useToolState } from '@handy-tools/ui';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import styles from '../shared/online.module.css';
import { lookupMyIp, MY_IP_ENDPOINTS, type MyIpKind, type MyIpOutcome } from './my-ip.js';
import { myIpState } from './state.js';

const KINDS: Record<'both' | 'ipv4' | 'ipv6', MyIpKind[]> = { both: ['ipv4', 'ipv6', 'preferred'], ipv4: ['ipv4'], ipv6: ['ipv6'] };

/** Where this browser remembers "look up as soon as the page opens". */
const LOOKUP_ON_OPEN_KEY = 'handy-tools:my-ip:lookup-on-open';

/**
 * The visitor's choice to look up on open, kept in this browser's localStorage only — not in the
 * tool's state, whose inputs travel in shared links: a link must never make a browser contact a
 * host before its visitor asks. Read after mounting (the prerendered page has it off).
 */
function useLookupOnOpen(): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(false);
  useEffect(() => {
    try {
      setValue(localStorage.getItem(LOOKUP_ON_OPEN_KEY) === 'true');
    } catch {
      // Storage blocked: the choice is not remembered.
    }
  }, []);
  const set = (next: boolean) => {
    setValue(next);
    try {
      if (next) localStorage.setItem(LOOKUP_ON_OPEN_KEY, 'true');
      else localStorage.removeItem(LOOKUP_ON_OPEN_KEY);
    } catch {
      // Storage blocked: the choice holds for this visit.
    }
  };
  return [value, set];
}

/** My IP address: the UI. Looks the addresses up on the button, or as soon as it opens when the visitor asked for that. */
export default function MyIpTool() {
  const { t } = useLingui();
  const [{ family }, update] = useToolState(myIpState);
  const [lookupOnOpen, setLookupOnOpen] = useLookupOnOpen();
  // 0: not asked yet; each press of the button (or the remembered choice) adds one.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (lookupOnOpen) setRound((n) => Math.max(n, 1));
  }, [lookupOnOpen]);
  const request = useMemo(() => (round > 0 ? { kinds: KINDS[family], round } : null), [family, round]);
  const result = useAsyncResult(request, (r, signal) => lookupMyIp(r.kinds, { signal }));
  const report = result.status === 'done' ? result.value : undefined;
  const pending = result.status === 'pending';
  const outcomes = report ? Object.values(report) : [];
  const allFailed = outcomes.length > 0 && outcomes.every((o) => !o.ok);
  const labels: Record<MyIpKind, string> = {
    ipv4: t`IPv4 address`,
    ipv6: t`IPv6 address`,
    preferred: t`Address this browser prefers`,
  };
  const kinds = KINDS[family];
  const hosts = kinds.map((k) => new URL(MY_IP_ENDPOINTS[k]).host).join(', ');
  return (
    <Card>
      <Stack>
        <p className={styles.note}>{t`Looking up asks ipify (${hosts}) for your public address: the request itself is all that is sent, and the answer is the address it came from. Nothing is sent before you press Look up, unless you choose to look up as soon as the page opens.`}</p>
        <div className={styles.actions}>
          <ButtonsSelect
            label={t`Addresses`}
            options={[
              { value: 'both', label: t`IPv4 and IPv6` },
              { value: 'ipv4', label: t`IPv4 only` },
              { value: 'ipv6', label: t`IPv6 only` },
            ]}
            value={family}
            onChange={(value) => update({ family: value })}
          />
          <Button variant="primary" onClick={() => setRound((n) => n + 1)} disabled={pending}>
            {round > 0 ? <IconRefresh size={18} aria-hidden /> : <IconSearch size={18} aria-hidden />}
            {round > 0 ? t`Look up again` : t`Look up`}
          </Button>
        </div>
        <Checkbox label={t`Look up as soon as this page opens (remembered in this browser)`} checked={lookupOnOpen} onChange={setLookupOnOpen} />
        <p className={styles.status} role="status">
          {pending ? t`Looking up…` : round === 0 ? t`Press Look up to ask ipify.` : ''}
        </p>
        {allFailed && report && <Alert type="warning" title={t`No address detected`}>{(outcomes[0] as Extract<MyIpOutcome, { ok: false }>).message}</Alert>}
        {kinds.map((kind) => (
          <AddressField key={kind} label={labels[kind]} outcome={report?.[kind]} reserve={kind === 'ipv4' ? 15 : 39} />
        ))}
      </Stack>
    </Card>
  );
}

function AddressField({ label, outcome, reserve }: { label: string; outcome: MyIpOutcome | undefined; reserve: number }) {
  const { t } = useLingui();
  const message = outcome && !outcome.ok ? outcome.message : '';
  return (
    <div className={styles.field}>
      <TextCopyable label={label} showLabel value={outcome?.ok ? outcome.address : ''} reserve={reserve} copyLabel={t`Copy ${label}`} />
      {message && <p className={styles.failed}>{t`Not detected: ${message}`}</p>}
    </div>
  );
}
