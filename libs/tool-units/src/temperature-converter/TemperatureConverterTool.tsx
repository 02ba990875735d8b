import { Alert, attempt, Card, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { temperatureConverterState } from './state.js';
import {
  convertToAllScales,
  formatTemperature,
  isBelowAbsoluteZero,
  parseTemperature,
  TEMPERATURE_SCALES,
  type TemperatureScale,
} from './temperature-converter.js';
import styles from './TemperatureConverterTool.module.css';

/** A valid entry and the texts of every field it gives. */
interface Conversion {
  scale: TemperatureScale;
  texts: Record<TemperatureScale, string>;
  kelvin: number;
}

/** All fields filled from the text typed in `scale`'s field (kept as typed), or its error; null when blank. */
function convert(scale: TemperatureScale, value: string) {
  if (value.trim() === '') return null;
  return attempt((): Conversion => {
    const all = convertToAllScales(parseTemperature(value, scale), scale);
    const texts = {} as Record<TemperatureScale, string>;
    for (const s of TEMPERATURE_SCALES) texts[s.id] = s.id === scale ? value : formatTemperature(all[s.id]);
    return { scale, texts, kelvin: all.kelvin };
  });
}

/** Temperature converter: the UI. */
export default function TemperatureConverterTool() {
  const { t } = useLingui();
  const [{ scale, value }, update] = useToolState(temperatureConverterState);
  const result = useMemo(() => convert(scale, value), [scale, value]);

  // While the edited field is blank or wrong, the other fields keep the last valid conversion.
  const [lastGood, setLastGood] = useState<Conversion | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const shown = current ?? lastGood;

  const names: Record<TemperatureScale, string> = {
    kelvin: t`Kelvin`,
    celsius: t`Celsius`,
    fahrenheit: t`Fahrenheit`,
    rankine: t`Rankine`,
    delisle: t`Delisle`,
    newton: t`Newton`,
    reaumur: t`Réaumur`,
    romer: t`Rømer`,
  };

  return (
    <Stack>
      <Card>
        <div className={styles.grid}>
          {TEMPERATURE_SCALES.map((s) => (
            <TextInput
              key={s.id}
              label={`${names[s.id]} (${s.symbol})`}
              value={s.id === scale ? value : (shown?.texts[s.id] ?? '')}
              onChange={(text) => update({ scale: s.id, value: text })}
              error={s.id === scale ? result?.error : undefined}
              copyable
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </Card>
      {shown !== null && isBelowAbsoluteZero(shown.kelvin) && (
        <Alert type="warning" title={t`Below absolute zero`}>
          <p>{t`No temperature can be lower than absolute zero: 0 K = −273.15 °C = −459.67 °F. The values above are arithmetic only.`}</p>
        </Alert>
      )}
    </Stack>
  );
}
