import { createWarmWorker } from '@handy-tools/compute';
import { useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { PrettierTool, type PrettierWorkerApi } from '../shared/PrettierTool.js';
import type { HtmlPrettifierOptions } from './html-prettifier.js';
import { htmlPrettifierState } from './state.js';

// One warm worker for the tool: Prettier and its plugins load once.
const worker = createWarmWorker<PrettierWorkerApi<Partial<HtmlPrettifierOptions>>>(
  // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
  () => new Worker(new URL('./html-prettifier.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-html-prettifier' }),
);

const toOptions = ({ input: _input, ...options }: Partial<HtmlPrettifierOptions> & { input?: string }): Partial<HtmlPrettifierOptions> =>
  options;

/** HTML prettifier: the UI (Prettier in a Web Worker; the HTML is formatted as text, never rendered). */
export default function HtmlPrettifierTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(htmlPrettifierState);
  return (
    <PrettierTool
      state={state}
      update={update}
      parsers={[
        { value: 'html', label: t`HTML` },
        { value: 'vue', label: t`Vue component` },
      ]}
      groups={['html', 'script']}
      worker={worker}
      toOptions={toOptions}
      inputLabel={t`Your HTML`}
      outputLabel={t`Formatted HTML`}
      placeholder={t`Paste your HTML here…`}
      accept=".html,.htm,.xhtml,.vue,text/html"
      fileName="formatted.html"
      mimeType="text/html"
    />
  );
}
