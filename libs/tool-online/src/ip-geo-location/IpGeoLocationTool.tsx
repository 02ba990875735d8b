import { attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ipGeoLocationState } from './state.js';
import { ipGeoLocation } from './ip-geo-location.js';

/** IP geolocation: the UI. */
export default function IpGeoLocationTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(ipGeoLocationState);
  const result = useMemo(() => (input ? attempt(() => ipGeoLocation(input)) : null), [input]);
  return (
    <Card>
      <Stack>
        <TextInput label={t`Input`} value={input} onChange={(value) => update({ input: value })} multiline error={result?.error} />
        <TextInput label={t`Output`} value={result?.value ?? ''} readOnly multiline copyable />
      </Stack>
    </Card>
  );
}
