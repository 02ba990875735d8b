import { createWarmWorker } from '@handy-tools/compute';
import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { PrettierTool, type PrettierWorkerApi } from '../shared/PrettierTool.js';
import type { JavascriptPrettifierOptions } from './javascript-prettifier.js';
import { javascriptPrettifierState } from './state.js';

// One warm worker for the tool: Prettier and its plugins load once, then each keystroke's format is quick.
const worker = createWarmWorker<PrettierWorkerApi<Partial<JavascriptPrettifierOptions>>>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () =>
    new Worker(new URL('./javascript-prettifier.worker.js', import.meta.url), {
      type: 'module',
      name: 'handy-tools-javascript-prettifier',
    }),
);

const toOptions = ({
  input: _input,
  ...options
}: Partial<JavascriptPrettifierOptions> & { input?: string }): Partial<JavascriptPrettifierOptions> => options;

/** JavaScript prettifier: the UI (Prettier in a Web Worker). */
export default function JavascriptPrettifierTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(javascriptPrettifierState);
  return (
    <PrettierTool
      state={state}
      update={update}
      parsers={[
        { value: 'babel', label: t`JavaScript (JSX)` },
        { value: 'typescript', label: t`TypeScript` },
        { value: 'babel-flow', label: t`Flow` },
        { value: 'json', label: t`JSON` },
        { value: 'json5', label: t`JSON5` },
      ]}
      groups={['script', 'jsx']}
      worker={worker}
      toOptions={toOptions}
      inputLabel={t`Your code`}
      outputLabel={t`Formatted code`}
      placeholder={t`Paste your JavaScript or TypeScript here…`}
      accept=".js,.mjs,.cjs,.jsx,.ts,.tsx,.mts,.cts,.json,.json5,text/javascript,application/json"
      fileName="formatted.js"
      mimeType="text/javascript"
    />
  );
}
