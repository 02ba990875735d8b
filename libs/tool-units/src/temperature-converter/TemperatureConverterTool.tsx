import { Alert, attempt, Card, Stack, TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  convertToAllScales,
  formatTemperature,
  isBelowAbsoluteZero,
  parseTemperature,
  TEMPERATURE_SCALES,
  type TemperatureScale,
} from './temperature-converter.js';
import styles from './TemperatureConverterTool.module.css';

type Texts = Record<TemperatureScale, string>;

interface State {
  texts: Texts;
  errors: Partial<Record<TemperatureScale, string>>;
  /** Kelvins of the last valid entry, or null when none. */
  kelvin: number | null;
}

/** All fields filled from one valid value typed in `scale`'s field (whose text is kept as typed). */
function fromValue(value: number, scale: TemperatureScale, text: string): State {
  const all = convertToAllScales(value, scale);
  const texts = {} as Texts;
  for (const s of TEMPERATURE_SCALES) texts[s.id] = s.id === scale ? text : formatTemperature(all[s.id]);
  return { texts, errors: {}, kelvin: all.kelvin };
}

/** Temperature converter: the UI. */
export default function TemperatureConverterTool() {
  const { t } = useLingui();
  const [state, setState] = useState<State>(() => fromValue(0, 'celsius', '0'));

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

  const edit = (scale: TemperatureScale, text: string) => {
    setState((prev) => {
      const texts = { ...prev.texts, [scale]: text };
      // An emptied field is being retyped: leave the others as they are.
      if (text.trim() === '') return { ...prev, texts, errors: { ...prev.errors, [scale]: undefined } };
      const result = attempt(() => {
        const value = parseTemperature(text, scale);
        return fromValue(value, scale, text);
      });
      if (result.error !== undefined) return { ...prev, texts, errors: { ...prev.errors, [scale]: result.error } };
      return result.value;
    });
  };

  return (
    <Stack>
      <Card>
        <div className={styles.grid}>
          {TEMPERATURE_SCALES.map((s) => (
            <TextInput
              key={s.id}
              label={`${names[s.id]} (${s.symbol})`}
              value={state.texts[s.id]}
              onChange={(text) => edit(s.id, text)}
              error={state.errors[s.id]}
              copyable
              autoComplete="off"
              spellCheck={false}
            />
          ))}
        </div>
      </Card>
      {state.kelvin !== null && isBelowAbsoluteZero(state.kelvin) && (
        <Alert type="warning" title={t`Below absolute zero`}>
          <p>{t`No temperature can be lower than absolute zero: 0 K = −273.15 °C = −459.67 °F. The values above are arithmetic only.`}</p>
        </Alert>
      )}
    </Stack>
  );
}
