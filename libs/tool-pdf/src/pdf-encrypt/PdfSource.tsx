import { Button, FileUpload, Row, Stack } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatFileSize } from './pdf-files.js';

/** A PDF to work on: its name and bytes. */
export interface PdfInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * The PDF tools' input: a drop zone / file picker for a PDF, or the built-in sample when
 * `sample` is on and no file was chosen. Shows the file's name and size.
 *
 * @param props.sample - whether the sample stands in while no file is chosen.
 * @param props.makeSample - builds the sample's bytes (called in an effect, never in render).
 * @param props.onSample - turns the sample on or off.
 * @param props.onInput - called with the PDF to work on, or null.
 */
export function PdfSource({
  label,
  sample,
  sampleName,
  makeSample,
  onSample,
  onInput,
}: {
  label: string;
  sample: boolean;
  sampleName: string;
  makeSample: () => Uint8Array;
  onSample: (on: boolean) => void;
  onInput: (input: PdfInput | null) => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState<PdfInput | null>(null);
  useEffect(() => {
    let live = true;
    if (file) {
      void file.arrayBuffer().then((buffer) => {
        if (live) setCurrent({ name: file.name, bytes: new Uint8Array(buffer) });
      });
    } else setCurrent(sample ? { name: sampleName, bytes: makeSample() } : null);
    return () => {
      live = false;
    };
    // makeSample is a stable module function
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, sample, sampleName]);
  useEffect(() => onInput(current), [current, onInput]);
  return (
    <Stack>
      <FileUpload label={label} accept=".pdf,application/pdf" onFiles={(files) => setFile(files[0] ?? null)} />
      <Row>
        <output aria-label={t`Input file`}>
          {current ? t`${current.name}: ${formatFileSize(current.bytes.length)} (${current.bytes.length} bytes)` : t`No file chosen yet.`}
        </output>
        {file ? (
          <Button size="small" onClick={() => setFile(null)}>{t`Remove the file`}</Button>
        ) : (
          <Button size="small" onClick={() => onSample(!sample)}>{sample ? t`Stop using the sample PDF` : t`Use a sample PDF`}</Button>
        )}
      </Row>
    </Stack>
  );
}
