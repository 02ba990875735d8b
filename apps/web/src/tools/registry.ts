import type { Tool } from '@handy-tools/ui/kit';
import { tools as encodingTools } from '@handy-tools/tool-encoding';
import { tools as hashTools } from '@handy-tools/tool-hash';
import { tools as idsTools } from '@handy-tools/tool-ids';
import { tools as jsonTools } from '@handy-tools/tool-json';
import { tools as memosTools } from '@handy-tools/tool-memos';
import { tools as networkTools } from '@handy-tools/tool-network';
import { tools as secretsTools } from '@handy-tools/tool-secrets';
import { tools as textTools } from '@handy-tools/tool-text';
import { tools as unitsTools } from '@handy-tools/tool-units';
import { tools as formatsTools } from '@handy-tools/tool-formats';
import { tools as codegenTools } from '@handy-tools/tool-codegen';
import { tools as mathTools } from '@handy-tools/tool-math';
import { tools as timeTools } from '@handy-tools/tool-time';
import { tools as onlineTools } from '@handy-tools/tool-online';
import { tools as webTools } from '@handy-tools/tool-web';
import { tools as markdownTools } from '@handy-tools/tool-markdown';
import { tools as validatorsTools } from '@handy-tools/tool-validators';
import { tools as emailTools } from '@handy-tools/tool-email';
import { tools as codeTools } from '@handy-tools/tool-code';
import { tools as xmlTools } from '@handy-tools/tool-xml';
import { tools as dockerTools } from '@handy-tools/tool-docker';
import { tools as devTools } from '@handy-tools/tool-dev';
import { tools as pkiTools } from '@handy-tools/tool-pki';
import { tools as pgpTools } from '@handy-tools/tool-pgp';
import { tools as pdfTools } from '@handy-tools/tool-pdf';
import { tools as codesTools } from '@handy-tools/tool-codes';
import { tools as imageTools } from '@handy-tools/tool-image';
import { tools as mediaTools } from '@handy-tools/tool-media';
import { tools as colorTools } from '@handy-tools/tool-color';

/** Every registered tool, from every family package. Only metadata: components load on demand. */
export const allTools: readonly Tool[] = [
  ...encodingTools,
  ...hashTools,
  ...idsTools,
  ...jsonTools,
  ...memosTools,
  ...networkTools,
  ...secretsTools,
  ...textTools,
  ...unitsTools,
  ...formatsTools,
  ...codegenTools,
  ...mathTools,
  ...timeTools,
  ...onlineTools,
  ...webTools,
  ...markdownTools,
  ...validatorsTools,
  ...emailTools,
  ...codeTools,
  ...xmlTools,
  ...dockerTools,
  ...devTools,
  ...pkiTools,
  ...pgpTools,
  ...pdfTools,
  ...codesTools,
  ...imageTools,
  ...mediaTools,
  ...colorTools,
];

/** Tools by path. */
export const toolsByPath: ReadonlyMap<string, Tool> = new Map(allTools.map((t) => [t.path, t]));
