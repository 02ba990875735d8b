import { Alert, attempt, Button, ButtonsSelect, Card, Checkbox, Progress, Row, Select, Stack, Table, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { bcryptCompareJob, bcryptHashJob } from '../shared/bcrypt-client.js';
import { useBackgroundJob } from '../shared/useBackgroundJob.js';
import {
  BCRYPT_MAX_COST,
  BCRYPT_MAX_PASSWORD_BYTES,
  BCRYPT_MIN_COST,
  BCRYPT_VERSIONS,
  BCRYPT_WORKER_THRESHOLD,
  bcryptPasswordBytes,
  parseBcryptHash,
  type BcryptVersion,
} from './bcrypt.js';
import { bcryptState } from './state.js';

const COSTS = Array.from({ length: BCRYPT_MAX_COST - BCRYPT_MIN_COST + 1 }, (_, i) => String(BCRYPT_MIN_COST + i));
/** Inline jobs wait this long after the last keystroke. */
const DEBOUNCE_MS = 250;

/** Rough time of a bcrypt run in a browser (cost 10 ≈ 0.1 s, each step doubles it). */
function estimate(cost: number): string {
  const seconds = 0.1 * 2 ** (cost - 10);
  if (seconds < 1) return `${Math.max(1, Math.round(seconds * 1000))} ms`;
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} days`;
}

/** Bcrypt: hash a password at a chosen cost, or check one against a hash. */
export default function BcryptTool() {
  const { t } = useLingui();
  const [{ password, cost, version, showPassword, candidate, hash }, update] = useToolState(bcryptState);
  const hashJob = useBackgroundJob<string>();
  const compareJob = useBackgroundJob<boolean>();
  const hashRequest = JSON.stringify([password, cost, version]);
  const background = cost > BCRYPT_WORKER_THRESHOLD;
  const passwordBytes = useMemo(() => bcryptPasswordBytes(password), [password]);
  const candidateBytes = useMemo(() => bcryptPasswordBytes(candidate), [candidate]);

  const parts = useMemo(() => (hash.trim() === '' ? null : attempt(() => parseBcryptHash(hash))), [hash]);
  const compareRequest = JSON.stringify([candidate, hash.trim()]);
  const compareBackground = (parts?.value?.cost ?? 0) > BCRYPT_WORKER_THRESHOLD;
  const canCompare = parts?.value !== undefined && candidate !== '';

  const startHash = hashJob.start;
  const startCompare = compareJob.start;
  const runHash = () => startHash(hashRequest, (job) => bcryptHashJob(password, { cost, version }, job));
  const runCompare = () => startCompare(compareRequest, (job) => bcryptCompareJob(candidate, hash, job));

  // Low costs hash as you type (a new random salt each time); high costs wait for the button.
  useEffect(() => {
    if (background || password === '') return;
    const timer = setTimeout(() => startHash(hashRequest, (job) => bcryptHashJob(password, { cost, version }, job)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [background, password, cost, version, hashRequest, startHash]);

  useEffect(() => {
    if (compareBackground || !canCompare) return;
    const timer = setTimeout(() => startCompare(compareRequest, (job) => bcryptCompareJob(candidate, hash, job)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [compareBackground, canCompare, candidate, hash, compareRequest, startCompare]);

  const hashed = password !== '' && hashJob.state.result?.for === hashRequest ? hashJob.state.result.value : '';
  const compared = canCompare && compareJob.state.result?.for === compareRequest ? compareJob.state.result.value : undefined;
  const p = parts?.value;
  const partRows = p
    ? [
        { part: t`Version`, value: `$${p.version}$` },
        { part: t`Cost`, value: t`${p.cost} (2^${p.cost} = ${(2 ** p.cost).toLocaleString('en-US')} rounds)` },
        { part: t`Salt (128 bits)`, value: p.salt },
        { part: t`Checksum (184 bits)`, value: p.checksum },
      ]
    : [];

  return (
    <Stack>
      <Card title={t`Hash a password`}>
        <Stack>
          <TextInput
            label={t`Password`}
            value={password}
            onChange={(password) => update({ password })}
            type={showPassword ? 'text' : 'password'}
            spellCheck={false}
            hint={t`Hashed in your browser; never saved. A shared link holds it only if you agree.`}
          />
          <Checkbox label={t`Show the passwords`} checked={showPassword} onChange={(showPassword) => update({ showPassword })} />
          {passwordBytes > BCRYPT_MAX_PASSWORD_BYTES && (
            <Alert type="warning">{t`bcrypt only uses the first ${BCRYPT_MAX_PASSWORD_BYTES} bytes of a password; this one has ${passwordBytes} bytes (UTF-8), so the rest is ignored.`}</Alert>
          )}
          <Row>
            <Select label={t`Cost`} options={COSTS.map((c) => ({ value: c, label: c === '10' ? t`10 (default)` : c }))} value={String(cost)} onChange={(c) => update({ cost: Number(c) })} />
            <ButtonsSelect<BcryptVersion>
              label={t`Version`}
              options={BCRYPT_VERSIONS.map((v) => ({ value: v, label: `$${v}$` }))}
              value={version}
              onChange={(version) => update({ version })}
            />
          </Row>
          {cost >= BCRYPT_WORKER_THRESHOLD && (
            <Alert type="warning">
              {t`Cost ${cost} takes about ${estimate(cost)} here (each step doubles the time).`}{' '}
              {background ? t`It runs in the background when you press Hash; you can cancel it.` : ''}
            </Alert>
          )}
          <Row>
            <Button variant="primary" onClick={runHash} disabled={password === '' || hashJob.state.running}>
              {background ? t`Hash` : t`Hash again (new salt)`}
            </Button>
            {hashJob.state.running && <Button onClick={hashJob.cancel}>{t`Cancel`}</Button>}
          </Row>
          {hashJob.state.running && background && <Progress label={t`Hashing`} value={hashJob.state.progress * 100} />}
          {hashJob.state.cancelled && <Alert type="info">{t`Hashing cancelled.`}</Alert>}
          <TextInput
            label={t`bcrypt hash`}
            value={hashed}
            readOnly
            monospace
            copyable
            copyLabel={t`Copy the hash`}
            error={hashJob.state.error}
            placeholder={background ? t`Press Hash` : t`Type a password`}
            hint={t`A new random salt (crypto.getRandomValues) each time, so the hash changes while still matching.`}
          />
        </Stack>
      </Card>
      <Card title={t`Check a password against a hash`}>
        <Stack>
          <TextInput
            label={t`Hash to check against`}
            value={hash}
            onChange={(hash) => update({ hash })}
            monospace
            spellCheck={false}
            placeholder="$2b$10$…"
            error={parts?.error}
          />
          <TextInput
            label={t`Password to check`}
            value={candidate}
            onChange={(candidate) => update({ candidate })}
            type={showPassword ? 'text' : 'password'}
            spellCheck={false}
            hint={t`Never saved.`}
          />
          {candidateBytes > BCRYPT_MAX_PASSWORD_BYTES && (
            <Alert type="warning">{t`Only the first ${BCRYPT_MAX_PASSWORD_BYTES} bytes of this password count (it has ${candidateBytes}).`}</Alert>
          )}
          {compareBackground && (
            <Row>
              <Button variant="primary" onClick={runCompare} disabled={!canCompare || compareJob.state.running}>
                {t`Check`}
              </Button>
              {compareJob.state.running && <Button onClick={compareJob.cancel}>{t`Cancel`}</Button>}
            </Row>
          )}
          {compareJob.state.running && compareBackground && <Progress label={t`Checking`} value={compareJob.state.progress * 100} />}
          <TextInput
            label={t`Result`}
            value={compared === undefined ? '' : compared ? t`Match: the password fits this hash` : t`No match`}
            readOnly
            error={compareJob.state.error}
            placeholder={compareBackground ? t`Press Check` : t`Type a hash and a password`}
          />
          {p && <Table caption={t`Parts of the hash`} columns={[{ key: 'part', header: t`Part` }, { key: 'value', header: t`Value` }]} rows={partRows} getRowKey={(r) => r.part} rowHeader="part" dense />}
        </Stack>
      </Card>
    </Stack>
  );
}
