import type { ToolIndexEntry } from '@handy-tools/ui/kit';
import { toolIndex as encodingIndex } from '@handy-tools/tool-encoding/tool-index';
import { toolIndex as hashIndex } from '@handy-tools/tool-hash/tool-index';
import { toolIndex as idsIndex } from '@handy-tools/tool-ids/tool-index';
import { toolIndex as jsonIndex } from '@handy-tools/tool-json/tool-index';
import { toolIndex as memosIndex } from '@handy-tools/tool-memos/tool-index';
import { toolIndex as networkIndex } from '@handy-tools/tool-network/tool-index';
import { toolIndex as secretsIndex } from '@handy-tools/tool-secrets/tool-index';
import { toolIndex as textIndex } from '@handy-tools/tool-text/tool-index';
import { toolIndex as unitsIndex } from '@handy-tools/tool-units/tool-index';
import { toolIndex as formatsIndex } from '@handy-tools/tool-formats/tool-index';
import { toolIndex as codegenIndex } from '@handy-tools/tool-codegen/tool-index';
import { toolIndex as mathIndex } from '@handy-tools/tool-math/tool-index';
import { toolIndex as timeIndex } from '@handy-tools/tool-time/tool-index';
import { toolIndex as onlineIndex } from '@handy-tools/tool-online/tool-index';
import { toolIndex as webIndex } from '@handy-tools/tool-web/tool-index';
import { toolIndex as markdownIndex } from '@handy-tools/tool-markdown/tool-index';
import { toolIndex as validatorsIndex } from '@handy-tools/tool-validators/tool-index';
import { toolIndex as emailIndex } from '@handy-tools/tool-email/tool-index';
import { toolIndex as codeIndex } from '@handy-tools/tool-code/tool-index';
import { toolIndex as xmlIndex } from '@handy-tools/tool-xml/tool-index';
import { toolIndex as dockerIndex } from '@handy-tools/tool-docker/tool-index';
import { toolIndex as devIndex } from '@handy-tools/tool-dev/tool-index';
import { toolIndex as pkiIndex } from '@handy-tools/tool-pki/tool-index';
import { toolIndex as pgpIndex } from '@handy-tools/tool-pgp/tool-index';
import { toolIndex as pdfIndex } from '@handy-tools/tool-pdf/tool-index';
import { toolIndex as codesIndex } from '@handy-tools/tool-codes/tool-index';
import { toolIndex as imageIndex } from '@handy-tools/tool-image/tool-index';
import { toolIndex as mediaIndex } from '@handy-tools/tool-media/tool-index';
import { toolIndex as colorIndex } from '@handy-tools/tool-color/tool-index';

/**
 * Every tool, light (path, English name, new flag, redirects, loaders): what the shell needs at
 * start-up. The tools' full metadata loads with their page; icons, descriptions and keywords
 * load once for all in a lazy chunk (tool-extras.ts). The registry with full metadata
 * (registry.ts) is for tests and build scripts only.
 */
export const toolIndex: readonly ToolIndexEntry[] = [
  ...encodingIndex,
  ...hashIndex,
  ...idsIndex,
  ...jsonIndex,
  ...memosIndex,
  ...networkIndex,
  ...secretsIndex,
  ...textIndex,
  ...unitsIndex,
  ...formatsIndex,
  ...codegenIndex,
  ...mathIndex,
  ...timeIndex,
  ...onlineIndex,
  ...webIndex,
  ...markdownIndex,
  ...validatorsIndex,
  ...emailIndex,
  ...codeIndex,
  ...xmlIndex,
  ...dockerIndex,
  ...devIndex,
  ...pkiIndex,
  ...pgpIndex,
  ...pdfIndex,
  ...codesIndex,
  ...imageIndex,
  ...mediaIndex,
  ...colorIndex,
];
