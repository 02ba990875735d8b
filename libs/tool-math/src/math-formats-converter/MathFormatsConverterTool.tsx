import { attempt, Button, Card, Checkbox, Select, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { convertMath, SOURCE_FORMATS, type MathConversion, type MathSourceFormat, type MathTargetFormat } from './math-formats-converter.js';
import { MathPreview } from './MathPreview.js';
import styles from './MathFormatsConverterTool.module.css';
import { mathFormatsConverterState } from './state.js';

const FILE_NAMES: Record<MathTargetFormat, string> = { latex: 'formula.tex', asciimath: 'formula.txt', mathml: 'formula.mml', omml: 'formula.xml', typst: 'formula.typ' };

/** Math formats converter: the UI. Converts as you type and previews the formula as MathML. */
export default function MathFormatsConverterTool() {
  const { t } = useLingui();
  const [{ input, from, to, display }, update] = useToolState(mathFormatsConverterState);
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => convertMath(input, from, to, { display }))), [input, from, to, display]);

  // While the formula is wrong, the preview keeps the last one that converted.
  const [lastGood, setLastGood] = useState<MathConversion | null>(null);
  const current = result?.value ?? null;
  if (current !== null && current !== lastGood) setLastGood(current);
  const previewed = input.trim() === '' ? null : (current ?? lastGood);

  const names: Record<MathTargetFormat, string> = { latex: 'LaTeX', asciimath: 'AsciiMath', mathml: 'MathML', omml: t`Word equation (OMML)`, typst: 'Typst' };
  const sourceLabels: Record<MathSourceFormat, string> = { latex: t`Formula (LaTeX)`, asciimath: t`Formula (AsciiMath)`, mathml: t`Formula (MathML)`, typst: t`Formula (Typst)` };
  const targetLabels: Record<MathTargetFormat, string> = {
    latex: t`Converted formula (LaTeX)`,
    asciimath: t`Converted formula (AsciiMath)`,
    mathml: t`Converted formula (MathML)`,
    omml: t`Converted formula (Word equation, OMML)`,
    typst: t`Converted formula (Typst)`,
  };
  const canSwap = (SOURCE_FORMATS as readonly string[]).includes(to) && current !== null;

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <Select
            label={t`From`}
            value={from}
            onChange={(value) => update({ from: value as MathSourceFormat })}
            options={SOURCE_FORMATS.map((f) => ({ value: f, label: names[f] }))}
          />
          <Button
            onClick={() => current && update({ from: to as MathSourceFormat, to: from, input: current.output })}
            disabled={!canSwap}
            title={t`Swap: convert the result back`}
          >
            {t`⇄ Swap`}
          </Button>
          <Select
            label={t`To`}
            value={to}
            onChange={(value) => update({ to: value as MathTargetFormat })}
            options={(['latex', 'asciimath', 'mathml', 'omml', 'typst'] as const).map((f) => ({ value: f, label: names[f] }))}
          />
          <Checkbox label={t`Display (block) math`} checked={display} onChange={(value) => update({ display: value })} />
        </div>
      </Card>
      <div className={styles.panes}>
        <TextInput
          label={sourceLabels[from]}
          value={input}
          onChange={(value) => update({ input: value })}
          multiline
          monospace
          rows={8}
          spellCheck={false}
          error={result?.error}
          placeholder={from === 'latex' ? '\\frac{a}{b}' : from === 'asciimath' ? 'a/b' : from === 'typst' ? 'frac(a, b)' : '<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>'}
          hint={
            from === 'latex'
              ? t`LaTeX math mode, without $ delimiters.`
              : from === 'mathml'
                ? t`A <math> element (MathML Core or presentation MathML).`
                : from === 'asciimath'
                  ? t`AsciiMath as on asciimath.org, e.g. sum_(i=1)^n i^2.`
                  : t`Typst math mode, without $ delimiters.`
          }
        />
        <TextInput
          label={targetLabels[to]}
          value={current?.output ?? ''}
          readOnly
          multiline
          monospace
          rows={8}
          copyable
          fileName={FILE_NAMES[to]}
        />
      </div>
      <MathPreview tree={previewed?.preview ?? null} emptyText={t`The formula appears here, drawn by your browser from MathML.`} />
    </Stack>
  );
}
