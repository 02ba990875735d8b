import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { IconClock, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import styles from '../shared/hint.module.css';
import { mongoObjectidConverterState } from './state.js';
import { decodeObjectId, objectIdForTime, parseDateInput } from './mongo-objectid-converter.js';

/** MongoDB ObjectId converter: the UI. State keys: objectId, date. */
export default function MongoObjectidConverterTool() {
  const { t } = useLingui();
  const [{ objectId, date }, update] = useToolState(mongoObjectidConverterState);
  const [refreshes, setRefreshes] = useState(0);

  const decoded = useMemo(() => (objectId.trim() === '' ? null : attempt(() => decodeObjectId(objectId))), [objectId]);
  const time = useMemo(() => (date.trim() === '' ? null : attempt(() => parseDateInput(date))), [date]);
  const made = useMemo(() => {
    void refreshes; // new random bytes on each refresh
    if (time?.value === undefined) return null;
    const ms = time.value;
    return attempt(() => ({ random: objectIdForTime(ms, 'random'), zero: objectIdForTime(ms, 'zero') }));
  }, [time, refreshes]);

  return (
    <Stack>
      <Card title={t`Decode an ObjectId`}>
        <Stack>
          <TextInput
            label={t`ObjectId`}
            value={objectId}
            onChange={(objectId) => update({ objectId })}
            monospace
            placeholder="507f1f77bcf86cd799439011"
            error={decoded?.error}
            hint={t`24 hex digits; ObjectId("…") and {"$oid": "…"} are accepted too.`}
          />
          {decoded?.value && (
            <>
              <TextCopyable label={t`Timestamp (ISO 8601)`} showLabel value={decoded.value.iso} copyLabel={t`Copy ISO timestamp`} />
              <TextCopyable label={t`Timestamp (Unix seconds)`} showLabel value={String(decoded.value.seconds)} copyLabel={t`Copy Unix timestamp`} />
              <TextCopyable label={t`Random value (5 bytes)`} showLabel value={decoded.value.random} copyLabel={t`Copy random value`} />
              <TextCopyable
                label={t`Counter (3 bytes)`}
                showLabel
                value={`${decoded.value.counterHex} (${decoded.value.counter})`}
                copyLabel={t`Copy counter`}
              />
            </>
          )}
        </Stack>
      </Card>
      <Card title={t`Make an ObjectId for a date`}>
        <Stack>
          <TextInput
            label={t`Date`}
            value={date}
            onChange={(date) => update({ date })}
            monospace
            placeholder="2012-10-17T21:13:27Z"
            error={time?.error ?? made?.error}
            hint={t`ISO 8601 (UTC when no offset is given) or Unix seconds. ObjectIds keep whole seconds.`}
          />
          <Row>
            <Button onClick={() => update({ date: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z') })}>
              <IconClock size={18} aria-hidden />
              {t`Now`}
            </Button>
            <Button onClick={() => setRefreshes((n) => n + 1)} disabled={made?.value === undefined}>
              <IconRefresh size={18} aria-hidden />
              {t`New random bytes`}
            </Button>
          </Row>
          {made?.value && (
            <>
              <TextCopyable label={t`ObjectId (random)`} showLabel value={made.value.random} copyLabel={t`Copy random ObjectId`} />
              <TextCopyable label={t`ObjectId (zero, for range queries)`} showLabel value={made.value.zero} copyLabel={t`Copy zero ObjectId`} />
              <TextCopyable
                label={t`Query: documents created since then`}
                showLabel
                value={`{ _id: { $gte: ObjectId("${made.value.zero}") } }`}
                copyLabel={t`Copy query`}
              />
              <p className={styles.hint}>{t`The random ObjectId's last 8 bytes come from crypto.getRandomValues; the zero one sorts before every ObjectId of that second.`}</p>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
