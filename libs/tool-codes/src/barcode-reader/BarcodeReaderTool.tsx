import { Card, Checkbox, Row, Select, Stack, TextInput, useToolState, ValueTable } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { CodeFacts, ScanPanel, scanStyles, type ScanSample } from '../shared/scan/ScanPanel.js';
import type { ScannedCode } from '../shared/scan/zxing.js';
import { formatName, isbnOf, parseGs1, READER_FILTERS, readerOptions, type ReaderFilter } from './barcode-reader.js';
import { READER_SAMPLE_URLS } from './samples.js';
import { barcodeReaderState } from './state.js';

/** Extra readings of a code: its GS1 elements, its ISBN. */
function Extras({ code, index }: { code: ScannedCode; index: number }) {
  const { t } = useLingui();
  const rows: { key: string; label: string; value: string }[] = [];
  if (code.contentType === 'GS1' || /^\(\d{2,4}\)/.test(code.text)) {
    try {
      for (const [i, e] of parseGs1(code.text).entries()) rows.push({ key: `gs1-${i}`, label: `(${e.ai}) ${e.name}`, value: e.value });
    } catch {
      // Not bracketed element strings: the text above is all there is.
    }
  }
  const isbn = code.format === 'EAN13' || code.format === 'ISBN' ? isbnOf(code.text) : null;
  if (isbn) {
    rows.push({ key: 'isbn13', label: t`ISBN-13`, value: isbn.isbn13 });
    if (isbn.isbn10) rows.push({ key: 'isbn10', label: t`ISBN-10`, value: isbn.isbn10 });
  }
  if (rows.length === 0) return null;
  return <ValueTable caption={t`Contents of code ${index}`} rows={rows} />;
}

/**
 * Barcode reader: the UI. Images come from a file, a drop, a paste or the camera; every 1D and 2D
 * code zxing-cpp reads (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417,
 * Aztec, MaxiCode…) is found in a Web Worker, outlined on the picture and shown with its format.
 */
export default function BarcodeReaderTool() {
  const { t } = useLingui();
  const [{ sample, formats, tryHarder }, update] = useToolState(barcodeReaderState);
  const scanSample = useMemo<ScanSample | null>(() => (sample ? { name: `barcodes-${sample}.png`, url: READER_SAMPLE_URLS[sample] } : null), [sample]);
  const onOwnImage = useCallback(() => update({ sample: '' }), [update]);
  const options = useMemo(() => readerOptions(formats, tryHarder), [formats, tryHarder]);
  const groupLabels: Partial<Record<ReaderFilter, string>> = {
    All: t`All formats`,
    AllLinear: t`All linear (1D)`,
    AllMatrix: t`All matrix (2D)`,
    AllRetail: t`Retail (EAN, UPC, DataBar)`,
    AllIndustrial: t`Industrial (Code 128/39/93, ITF…)`,
    AllGS1: t`GS1 (Code 128, DataBar, QR, Data Matrix…)`,
  };
  const filterOptions = READER_FILTERS.map((value) => ({ value, label: groupLabels[value] ?? formatName(value) }));

  return (
    <Stack>
      <Card>
        <Stack>
          <Row>
            <Select label={t`Look for`} options={filterOptions} value={formats} onChange={(value) => update({ formats: value })} searchable />
            <Checkbox label={t`Try harder (turned, inverted, small or noisy codes; slower)`} checked={tryHarder} onChange={(value) => update({ tryHarder: value })} />
          </Row>
          <ScanPanel
            label={t`Barcode image`}
            options={options}
            sample={scanSample}
            onOwnImage={onOwnImage}
            noneFound={t`No barcode of the formats looked for was found. Try "All formats", "Try harder", or a sharper picture with the whole code and its margins in view.`}
          >
            {(codes) =>
              codes.map((code, i) => (
                <section key={i} aria-label={t`Code ${i + 1}: ${formatName(code.format)}`}>
                  <Stack>
                    <span className={scanStyles.badge}>
                      {i + 1}. {formatName(code.format)}
                    </span>
                    <TextInput label={t`Content of code ${i + 1}`} value={code.text} readOnly multiline={code.text.length > 60 || code.text.includes('\n')} copyable monospace />
                    <Extras code={code} index={i + 1} />
                    <CodeFacts code={code} formatLabel={formatName(code.format)} />
                  </Stack>
                </section>
              ))
            }
          </ScanPanel>
        </Stack>
      </Card>
    </Stack>
  );
}
