import { useLingui } from '@lingui/react/macro';
import { attempt, ButtonsSelect, Card, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useMemo, useState } from 'react';
import hintStyles from '../shared/hint.module.css';
import { formatLocalTime } from '../shared/local-time.js';
import { useLocalTimeZone } from '../shared/useLocalTimeZone.js';
import { snowflakeIdExtractorState } from './state.js';
import { checkEpoch, decodeSnowflake, epochOf, SNOWFLAKE_PLATFORMS, type SnowflakePlatform } from './snowflake-id-extractor.js';

/** The number typed in the epoch field; NaN when it is empty. */
function numberFromText(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Snowflake ID extractor: the UI. State keys: platform, epoch, id. */
export default function SnowflakeIdExtractorTool() {
  const { t } = useLingui();
  const [{ platform, epoch, id }, update] = useToolState(snowflakeIdExtractorState);
  // The state keeps the last valid custom epoch, the field what is typed.
  const [epochText, setEpochText] = useState(() => String(epoch));

  const labels: Record<SnowflakePlatform, string> = { twitter: t`Twitter / X`, discord: t`Discord`, custom: t`Custom epoch` };
  const epochCheck = useMemo(() => attempt(() => epochOf(platform, numberFromText(epochText))), [platform, epochText]);
  const onEpoch = (text: string) => {
    setEpochText(text);
    const checked = attempt(() => checkEpoch(numberFromText(text)));
    if (checked.value !== undefined) update({ epoch: checked.value });
  };
  const decoded = useMemo(() => {
    if (id.trim() === '') return null;
    // With a bad custom epoch, still check the ID against a valid epoch so its own error shows.
    return attempt(() => decodeSnowflake(id, epochCheck.value ?? 0));
  }, [id, epochCheck]);
  const parts = epochCheck.value !== undefined ? decoded?.value : undefined;
  // null while prerendering and hydrating: the prerendered page is the same in every time zone.
  const timeZone = useLocalTimeZone();
  const local = useMemo(
    () => (parts && timeZone ? attempt(() => formatLocalTime(parts.timestamp, timeZone).rfc3339).value : undefined),
    [parts, timeZone],
  );

  const discord = platform === 'discord';
  return (
    <Card>
      <Stack>
        <ButtonsSelect
          label={t`Platform (epoch)`}
          options={SNOWFLAKE_PLATFORMS.map((p) => ({ value: p, label: labels[p] }))}
          value={platform}
          onChange={(platform) => update({ platform })}
        />
        {platform === 'custom' && (
          <TextInput
            label={t`Epoch (Unix milliseconds)`}
            value={epochText}
            onChange={onEpoch}
            inputMode="numeric"
            monospace
            error={epochCheck.error}
            hint={t`Twitter/X: 1288834974657; Discord: 1420070400000.`}
          />
        )}
        <TextInput
          label={t`Snowflake ID`}
          value={id}
          onChange={(id) => update({ id })}
          inputMode="numeric"
          monospace
          placeholder="175928847299117063"
          error={decoded?.error}
          hint={t`A decimal number of up to 64 bits.`}
        />
        {parts && (
          <>
            <TextCopyable label={t`Timestamp (ISO 8601)`} showLabel value={parts.iso} copyLabel={t`Copy ISO timestamp`} />
            {local && <TextCopyable label={t`Timestamp (local time)`} showLabel value={local} copyLabel={t`Copy local timestamp`} />}
            <TextCopyable label={t`Timestamp (Unix ms)`} showLabel value={String(parts.timestamp)} copyLabel={t`Copy Unix timestamp`} />
            <TextCopyable
              label={discord ? t`Internal worker ID` : t`Datacenter ID`}
              showLabel
              value={String(parts.high5)}
              copyLabel={discord ? t`Copy worker ID` : t`Copy datacenter ID`}
            />
            <TextCopyable
              label={discord ? t`Internal process ID` : t`Worker ID`}
              showLabel
              value={String(parts.low5)}
              copyLabel={discord ? t`Copy process ID` : t`Copy worker ID`}
            />
            <TextCopyable label={t`Machine ID (10 bits)`} showLabel value={String(parts.machine)} copyLabel={t`Copy machine ID`} />
            <TextCopyable label={discord ? t`Increment` : t`Sequence`} showLabel value={String(parts.sequence)} copyLabel={t`Copy sequence`} />
            {timeZone && <p className={hintStyles.hint}>{t`ISO 8601 is in UTC; local time is in your time zone, ${timeZone}.`}</p>}
          </>
        )}
      </Stack>
    </Card>
  );
}
