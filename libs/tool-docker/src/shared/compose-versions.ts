import { ToolInputError } from '@handy-tools/ui/kit';
import composeverter from 'composeverter';
import { isRecord, parseYamlWithLines, requoteYaml, toYaml } from './compose-yaml.js';

/** A Compose file format: legacy v1 (services at the top), 2.x, 3.x, or the Compose Specification. */
export type ComposeFormat = 'v1' | 'v2x' | 'v3x' | 'latest';

/** The formats a file can be converted to. */
export type ComposeTarget = 'v2x' | 'v3x' | 'latest';

/** Output settings (as composeverter's). */
export interface FormatOptions {
  /** Spaces per indentation level (1–8). */
  indent: number;
  /** Write ports in the long syntax (`target`, `published`, `protocol`). */
  expandPorts: boolean;
  /** Write volumes in the long syntax (`type`, `source`, `target`). */
  expandVolumes: boolean;
}

/**
 * Tells which format a parsed Compose file is written in.
 *
 * @param data - the parsed YAML.
 * @returns `v1` when there is no `services` key but the top level looks like services, else by `version`.
 * @throws ToolInputError when the document is not a mapping or its `version` is unknown.
 */
export function detectComposeFormat(data: unknown): ComposeFormat {
  if (!isRecord(data)) throw new ToolInputError('A Compose file must be a mapping (key: value) at the top level.');
  if (data.services === undefined && data.version === undefined && data.include === undefined) {
    const values = Object.entries(data).filter(([k]) => !k.startsWith('x-'));
    if (values.length > 0 && values.every(([, v]) => isRecord(v) && (v.image !== undefined || v.build !== undefined))) return 'v1';
    throw new ToolInputError('The file has no "services" (nor version 1 services with an image or build).');
  }
  if (data.version === undefined) return 'latest';
  const v = String(data.version);
  if (/^2(\.\d+)?$/.test(v)) return 'v2x';
  if (/^3(\.\d+)?$/.test(v)) return 'v3x';
  if (/^1(\.\d+)?$/.test(v)) return 'v1';
  throw new ToolInputError(`Unknown Compose file version "${v}": expected 2.x or 3.x, or none.`);
}

const wrap = (fn: () => string): string => {
  try {
    return fn();
  } catch (e) {
    throw new ToolInputError(`The conversion failed: ${e instanceof Error ? e.message : String(e)}`);
  }
};

/**
 * Converts a Compose file between formats with composeverter (v1 → 2.x → 3.x, 3.x → 2.x, any → the
 * Compose Specification), after parsing it with line-numbered errors.
 *
 * @param text - the Compose file.
 * @param target - the format to write.
 * @param options - see {@link FormatOptions}.
 * @returns the converted file (YAML) and the detected source format.
 * @throws ToolInputError for bad YAML (line, column), an unknown version, or a failed conversion.
 * @see https://github.com/outilslibre/composeverter and https://docs.docker.com/reference/compose-file/legacy-versions/
 */
export function convertComposeFormat(text: string, target: ComposeTarget, options: FormatOptions): { yaml: string; source: ComposeFormat } {
  const { data } = parseYamlWithLines(text);
  const source = detectComposeFormat(data);
  const config = {
    indent: Math.min(8, Math.max(1, Math.round(options.indent))),
    expandPorts: options.expandPorts,
    expandVolumes: options.expandVolumes,
  };
  // composeverter reads YAML itself: hand it a normalised copy (anchors resolved).
  const plain = toYaml(data, 2);
  let yaml: string;
  if (target === 'latest') {
    const v2 = source === 'v1' ? wrap(() => composeverter.migrateFromV1ToV2x(plain)) : plain;
    // composeverter adds `name: <your project name>`, which is not a valid name: leave the name out.
    yaml = wrap(() => composeverter.migrateToCommonSpec(v2, config)).replace(/^name: <your project name>\r?\n/m, '');
  } else if (target === 'v2x') {
    if (source === 'v1') yaml = wrap(() => composeverter.migrateFromV1ToV2x(plain, config));
    else if (source === 'v2x') yaml = wrap(() => composeverter.migrateFromV1ToV2x(plain, config));
    else
      yaml = wrap(() =>
        composeverter.migrateFromV3xToV2x(source === 'latest' ? toYaml({ version: '3.9', ...(data as object) }) : plain, config),
      );
  } else {
    const v2 =
      source === 'v1'
        ? wrap(() => composeverter.migrateFromV1ToV2x(plain))
        : source === 'latest'
          ? toYaml({ version: '2.4', ...(data as object) })
          : plain;
    yaml =
      source === 'v3x'
        ? wrap(() => composeverter.migrateFromV2xToV3x(toYaml({ ...(data as object), version: '2.4' }), config))
        : wrap(() => composeverter.migrateFromV2xToV3x(v2, config));
  }
  return { yaml: requoteYaml(yaml, config.indent), source };
}
