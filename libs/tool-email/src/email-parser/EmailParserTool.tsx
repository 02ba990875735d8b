import { runWorkerJob } from '@handy-tools/compute';
import { Card, DocumentJobStatus, Stack, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MessageSourceInput, useMessageSource, type OpenedMessageFile } from '../shared/MessageInput.js';
import { MessageView } from '../shared/MessageView.js';
import type { ParsedMessage } from '../shared/message.js';
import { useMessageResult } from '../shared/useMessageResult.js';
import { parseEmail } from './email-parser.js';
import type { EmailParserWorkerApi } from './email-parser.worker.js';
import { emailParserState } from './state.js';

const parseInWorker = (data: string | Uint8Array, signal: AbortSignal) =>
  runWorkerJob<EmailParserWorkerApi, ParsedMessage>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./email-parser.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-email-parser' }),
    (api) => api.parseEmail(data),
    signal,
  );

/** E-mail parser: the UI. A pasted source or an opened .eml file (read as bytes) → the message view. */
export default function EmailParserTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(emailParserState);
  const [file, setFile] = useState<OpenedMessageFile | null>(null);
  const result = useMessageResult(useMessageSource(file, input), parseEmail, parseInWorker);
  return (
    <Stack>
      <Card>
        <Stack>
          <MessageSourceInput
            label={t`Message source (.eml)`}
            hint={t`Paste the whole source with its headers, or drop or open an .eml file.`}
            placeholder={'From: Ann <ann@example.com>\nTo: bob@example.org\nSubject: Hello\n\nHi Bob!'}
            input={input}
            onInput={(value) => update({ input: value })}
            file={file}
            onFile={setFile}
            error={result.error}
          />
          <DocumentJobStatus result={result} label={t`Reading the message…`} />
        </Stack>
      </Card>
      {result.value && <MessageView message={result.value} />}
    </Stack>
  );
}
