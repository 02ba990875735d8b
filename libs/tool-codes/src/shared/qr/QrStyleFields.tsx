import { Alert, ButtonsSelect, IntegerInput, Row, Select, Stack, TextInput, attempt } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { parseHexColor, qrColorWarnings, rgbHex, QR_EC_RECOVERY, type QrEcLevel, type QrModuleStyle } from './qr-code.js';
import { QR_MAX_MARGIN } from './qr-render.js';
import { QR_MAX_SIZE, QR_MIN_SIZE, type QrStyle } from './qr-state.js';
import styles from './qr.module.css';

/** Props of {@link ColorField}. */
interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's name in error messages. */
  what: string;
}

/** A hex colour typed as text (alpha allowed), with a native colour picker beside it. */
function ColorField({ label, value, onChange, what }: ColorFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const parsed = attempt(() => parseHexColor(value, what));
  const picked = parsed.value ? rgbHex(parsed.value) : '#000000';
  return (
    <div className={styles.colorRow}>
      <input
        type="color"
        aria-label={t`${label}: colour picker`}
        value={picked}
        onChange={(e) => {
          // Keep the alpha typed in the text field.
          const alpha = parsed.value && parsed.value.a !== 255 ? parsed.value.a.toString(16).padStart(2, '0') : '';
          onChange(e.target.value + alpha);
        }}
      />
      <TextInput
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        error={parsed.error}
        monospace
        spellCheck={false}
        placeholder="#rrggbb"
      />
    </div>
  );
}

/** Props of {@link QrStyleFields}. */
export interface QrStyleFieldsProps {
  value: QrStyle;
  onChange: (patch: Partial<QrStyle>) => void;
}

/**
 * The QR drawing settings: error-correction level, colours (with a warning when they may not scan),
 * module style, image size and quiet zone.
 */
export function QrStyleFields({ value, onChange }: QrStyleFieldsProps) {
  const { t } = useLingui();
  const fg = attempt(() => parseHexColor(value.foreground));
  const bg = attempt(() => parseHexColor(value.background));
  const warnings = fg.value && bg.value ? qrColorWarnings(fg.value, bg.value) : [];
  const levelLabel = (level: QrEcLevel) => `${level} (${QR_EC_RECOVERY[level]} %)`;
  return (
    <Stack>
      <ButtonsSelect<QrEcLevel>
        label={t`Error correction (share of damage it survives)`}
        options={(['L', 'M', 'Q', 'H'] as const).map((level) => ({ label: levelLabel(level), value: level }))}
        value={value.ecLevel}
        onChange={(ecLevel) => onChange({ ecLevel })}
      />
      <Row>
        <ColorField
          label={t`Foreground colour`}
          what={t`Foreground colour`}
          value={value.foreground}
          onChange={(foreground) => onChange({ foreground })}
        />
        <ColorField
          label={t`Background colour`}
          what={t`Background colour`}
          value={value.background}
          onChange={(background) => onChange({ background })}
        />
      </Row>
      <div className={styles.warnings} aria-live="polite">
        {warnings.map((w) => (
          <Alert key={w.kind} type="warning">
            {w.kind === 'low-contrast'
              ? t`Low contrast (${w.ratio.toFixed(1)}:1): some readers will not see this code. Aim for 4:1 or more, dark modules on a light background.`
              : w.kind === 'inverted'
                ? t`The modules are lighter than the background (an inverted code): many readers do not read it.`
                : t`The background is transparent: the code scans only where it is placed on a light surface.`}
          </Alert>
        ))}
      </div>
      <Row>
        <Select<QrModuleStyle>
          label={t`Module style`}
          options={[
            { label: t`Squares (standard)`, value: 'square' },
            { label: t`Rounded squares`, value: 'rounded' },
            { label: t`Dots`, value: 'dots' },
          ]}
          value={value.moduleStyle}
          onChange={(moduleStyle) => onChange({ moduleStyle })}
        />
        <IntegerInput
          label={t`Image size (pixels)`}
          value={value.size}
          min={QR_MIN_SIZE}
          max={QR_MAX_SIZE}
          onChange={(size) => onChange({ size })}
        />
        <IntegerInput
          label={t`Quiet zone (modules; the standard asks for 4)`}
          value={value.margin}
          min={0}
          max={QR_MAX_MARGIN}
          onChange={(margin) => onChange({ margin })}
        />
      </Row>
    </Stack>
  );
}
