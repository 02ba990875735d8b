import { createWarmWorker } from '@handy-tools/compute';
import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { PrettierTool, type PrettierWorkerApi } from '../shared/PrettierTool.js';
import type { CssPrettifierOptions } from './css-prettifier.js';
import { cssPrettifierState } from './state.js';

// One warm worker for the tool: Prettier and its postcss plugin load once.
const worker = createWarmWorker<PrettierWorkerApi<Partial<CssPrettifierOptions>>>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./css-prettifier.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-css-prettifier' }),
);

const toOptions = ({ input: _input, ...options }: Partial<CssPrettifierOptions> & { input?: string }): Partial<CssPrettifierOptions> =>
  options;

/** CSS prettifier: the UI (Prettier in a Web Worker). */
export default function CssPrettifierTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(cssPrettifierState);
  return (
    <PrettierTool
      state={state}
      update={update}
      parsers={[
        { value: 'css', label: t`CSS` },
        { value: 'scss', label: t`SCSS` },
        { value: 'less', label: t`Less` },
      ]}
      groups={[]}
      worker={worker}
      toOptions={toOptions}
      inputLabel={t`Your style sheet`}
      outputLabel={t`Formatted style sheet`}
      placeholder={t`Paste your CSS, SCSS or Less here…`}
      accept=".css,.scss,.less,text/css"
      fileName="formatted.css"
      mimeType="text/css"
    />
  );
}
