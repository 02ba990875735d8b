import { useLingui } from '@lingui/react/macro';
import { attempt, Button, Card, describedBy, Field, Row, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { IconClock, IconRefresh } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { formatLocalTime, parseLocalDateTime } from '../shared/local-time.js';
import { useLocalTimeZone } from '../shared/useLocalTimeZone.js';
import hintStyles from '../shared/hint.module.css';
import styles from './MongoObjectidConverterTool.module.css';
import { mongoObjectidConverterState } from './state.js';
import { checkCollectionName, decodeObjectId, objectIdFindQuery, objectIdForTime, objectIdRangeQuery, parseDateInput } from './mongo-objectid-converter.js';

/**
 * MongoDB ObjectId converter: the UI. State keys: objectId, date (inputs), collection (option).
 * Local times and the zone's name appear only after hydration (the prerendered page is the same
 * for every visitor, whatever their time zone).
 */
export default function MongoObjectidConverterTool() {
  const { t } = useLingui();
  const [{ objectId, date, collection }, update] = useToolState(mongoObjectidConverterState);
  const [refreshes, setRefreshes] = useState(0);
  const pickerId = useId();
  const timeZone = useLocalTimeZone();

  const decoded = useMemo(() => (objectId.trim() === '' ? null : attempt(() => decodeObjectId(objectId))), [objectId]);
  const decodedLocal = useMemo(
    () => (decoded?.value && timeZone ? formatLocalTime(decoded.value.seconds * 1000, timeZone).rfc3339 : null),
    [decoded, timeZone],
  );
  const time = useMemo(() => (date.trim() === '' ? null : attempt(() => parseDateInput(date))), [date]);
  const made = useMemo(() => {
    void refreshes; // new random bytes on each refresh
    if (time?.value === undefined) return null;
    const ms = time.value;
    return attempt(() => ({ random: objectIdForTime(ms, 'random'), zero: objectIdForTime(ms, 'zero') }));
  }, [time, refreshes]);
  // The picker shows the date field's moment in the visitor's time zone ('' when there is none).
  const pickerValue = useMemo(() => {
    if (time?.value === undefined || timeZone === null) return '';
    const ms = time.value;
    return attempt(() => formatLocalTime(ms, timeZone).dateTimeLocal).value ?? '';
  }, [time, timeZone]);
  const collectionCheck = useMemo(() => attempt(() => checkCollectionName(collection)), [collection]);
  const name = collectionCheck.value;
  const findQuery = decoded?.value && name !== undefined ? objectIdFindQuery(name, decoded.value.hex) : null;
  const rangeQuery = made?.value && name !== undefined ? objectIdRangeQuery(name, made.value.zero) : null;

  const onPick = (value: string) => {
    if (value === '' || timeZone === null) return;
    const picked = attempt(() => formatLocalTime(parseLocalDateTime(value, timeZone), timeZone).rfc3339);
    if (picked.value !== undefined) update({ date: picked.value });
  };
  const pickerHint = timeZone ? t`In your time zone (${timeZone}); it fills the date above.` : t`In your time zone; it fills the date above.`;

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
              {decodedLocal && (
                <TextCopyable label={t`Timestamp (local time)`} showLabel value={decodedLocal} copyLabel={t`Copy local timestamp`} />
              )}
              <TextCopyable label={t`Timestamp (Unix seconds)`} showLabel value={String(decoded.value.seconds)} copyLabel={t`Copy Unix timestamp`} />
              <TextCopyable label={t`Random value (5 bytes)`} showLabel value={decoded.value.random} copyLabel={t`Copy random value`} />
              <TextCopyable
                label={t`Counter (3 bytes)`}
                showLabel
                value={`${decoded.value.counterHex} (${decoded.value.counter})`}
                copyLabel={t`Copy counter`}
              />
              {timeZone && <p className={hintStyles.hint}>{t`ISO 8601 is in UTC; local time is in your time zone, ${timeZone}.`}</p>}
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
          <Field id={pickerId} label={t`Pick a date and time`} hint={pickerHint}>
            <input
              id={pickerId}
              type="datetime-local"
              step={1}
              className={styles.control}
              value={pickerValue}
              onChange={(e) => onPick(e.target.value)}
              aria-describedby={describedBy(pickerId, null, pickerHint)}
            />
          </Field>
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
              <p className={hintStyles.hint}>{t`The random ObjectId's last 8 bytes come from crypto.getRandomValues; the zero one sorts before every ObjectId of that second.`}</p>
            </>
          )}
        </Stack>
      </Card>
      <Card title={t`mongosh commands`}>
        <Stack>
          <TextInput
            label={t`Collection`}
            value={collection}
            onChange={(collection) => update({ collection })}
            monospace
            placeholder="orders"
            error={collectionCheck.error}
            hint={t`The collection the mongosh commands search.`}
          />
          {findQuery && <TextCopyable label={t`Find this ObjectId`} showLabel value={findQuery} copyLabel={t`Copy find command`} />}
          {rangeQuery && (
            <TextCopyable label={t`Find documents created since the date`} showLabel value={rangeQuery} copyLabel={t`Copy range command`} />
          )}
          {!findQuery && !rangeQuery && name !== undefined && (
            <p className={hintStyles.hint}>{t`Enter an ObjectId or a date above to get the commands.`}</p>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
