import type { ErrorObject } from 'ajv';
import { isRecord, locatePointer, parseYamlWithLines, type ParsedYaml } from './compose-yaml.js';
import { isNamedVolumeSource } from './docker-run.js';
// Precompiled (Ajv standalone) from compose-spec.schema.json: the CSP forbids compiling at run time.
import { validate as validateSchema } from './compose-spec.validate.js';

/** One finding of the validator. */
export interface ComposeIssue {
  severity: 'error' | 'warning';
  /** 1-based line and column, when the place is known. */
  line?: number;
  column?: number;
  /** Where in the document, dotted (`services.web.ports[0]`). */
  path: string;
  message: string;
}

/** Validation result: the issues (errors first, then by line) and the parsed file. */
export interface ComposeValidation {
  issues: ComposeIssue[];
  parsed: ParsedYaml;
  /** Number of services in the file. */
  services: number;
}

const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, s) => (/^\d+$/.test(s) ? `${acc}[${s}]` : acc ? `${acc}.${s}` : s), '') || '(top level)';

/**
 * Validates a Compose file against the Compose Specification JSON Schema (shipped with the app) and
 * checks what the schema cannot: services without image or build, references to undeclared services,
 * volumes, networks, configs and secrets; warns about the obsolete `version` and `links`, duplicate host ports.
 *
 * @param text - the Compose file (YAML).
 * @returns the issues with line and column, and the parsed document.
 * @throws ToolInputError when the text is empty or not YAML (with line and column).
 * @see https://github.com/compose-spec/compose-spec/blob/main/schema/compose-spec.json
 */
export function validateComposeText(text: string): ComposeValidation {
  const parsed = parseYamlWithLines(text);
  const data = parsed.data;
  const issues: ComposeIssue[] = [];
  const at = (pointer: string, key = false) => locatePointer(parsed, pointer, key) ?? {};
  const add = (severity: ComposeIssue['severity'], pointer: string, message: string, key = false) =>
    issues.push({ severity, ...at(pointer, key), path: dotted(pointer), message });

  if (!validateSchema(data))
    schemaIssues(validateSchema.errors ?? []).forEach(({ pointer, message, key }) => add('error', pointer, message, key));
  if (!isRecord(data)) return { issues: sortIssues(issues), parsed, services: 0 };
  if (data.version !== undefined) add('warning', '/version', 'The top-level "version" is obsolete: Compose ignores it. Remove it.', true);
  const services = isRecord(data.services) ? data.services : {};
  if (data.services === undefined && data.include === undefined) add('error', '', 'The file has no "services".');
  const declared = (key: string) => new Set(Object.keys(isRecord(data[key]) ? data[key] : {}));
  const volumes = declared('volumes');
  const networks = declared('networks');
  const configs = declared('configs');
  const secrets = declared('secrets');
  const hostPorts = new Map<string, string>();
  for (const [name, svc] of Object.entries(services)) {
    if (!isRecord(svc)) continue;
    const base = `/services/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (svc.image === undefined && svc.build === undefined && svc.extends === undefined)
      add('error', base, `Service "${name}" has neither an image nor a build.`, true);
    if (svc.links !== undefined)
      add('warning', `${base}/links`, 'links is legacy: services on the same network reach each other by name.', true);
    if (svc.container_name !== undefined && isRecord(svc.deploy) && Number(svc.deploy.replicas) > 1)
      add('error', `${base}/container_name`, 'container_name cannot be used with more than one replica.', true);
    const deps = Array.isArray(svc.depends_on) ? svc.depends_on.map(String) : isRecord(svc.depends_on) ? Object.keys(svc.depends_on) : [];
    deps.forEach((d, i) => {
      if (!(d in services))
        add(
          'error',
          Array.isArray(svc.depends_on) ? `${base}/depends_on/${i}` : `${base}/depends_on/${d}`,
          `depends_on names "${d}", which is not a service of this file.`,
          true,
        );
    });
    (Array.isArray(svc.volumes) ? svc.volumes : []).forEach((v, i) => {
      const source = isRecord(v)
        ? v.type === undefined || v.type === 'volume'
          ? v.source
          : undefined
        : String(v).includes(':')
          ? String(v).split(':')[0]
          : undefined;
      if (typeof source === 'string' && isNamedVolumeSource(source) && !volumes.has(source))
        add('error', `${base}/volumes/${i}`, `Volume "${source}" is not declared under the top-level "volumes".`);
    });
    const nets = Array.isArray(svc.networks) ? svc.networks.map(String) : isRecord(svc.networks) ? Object.keys(svc.networks) : [];
    nets.forEach((n) => {
      if (n !== 'default' && !networks.has(n))
        add('error', `${base}/networks`, `Network "${n}" is not declared under the top-level "networks".`, true);
    });
    if (svc.network_mode !== undefined && svc.networks !== undefined)
      add('error', `${base}/network_mode`, 'network_mode and networks cannot be used together.', true);
    for (const [key, set] of [
      ['configs', configs],
      ['secrets', secrets],
    ] as const) {
      (Array.isArray(svc[key]) ? (svc[key] as unknown[]) : []).forEach((c, i) => {
        const src = isRecord(c) ? String(c.source) : String(c);
        if (!set.has(src))
          add(
            'error',
            `${base}/${key}/${i}`,
            `${key === 'configs' ? 'Config' : 'Secret'} "${src}" is not declared under the top-level "${key}".`,
          );
      });
    }
    (Array.isArray(svc.ports) ? svc.ports : []).forEach((p, i) => {
      const m = typeof p === 'string' ? /^(?:([\d.]+|\[[^\]]*\]):)?(\d+):\d+(?:\/(\w+))?$/.exec(p) : null;
      const hostPort =
        isRecord(p) && p.published !== undefined
          ? `${String(p.host_ip ?? '')}:${String(p.published)}/${String(p.protocol ?? 'tcp')}`
          : m
            ? `${m[1] ?? ''}:${m[2]}/${m[3] ?? 'tcp'}`
            : undefined;
      if (!hostPort) return;
      const other = hostPorts.get(hostPort);
      if (other)
        add(
          'warning',
          `${base}/ports/${i}`,
          `Host port ${(hostPort.split(':').at(-1) ?? '').replace('/tcp', '')} is already published by service "${other}".`,
        );
      else hostPorts.set(hostPort, name);
    });
  }
  return { issues: sortIssues(dedupe(issues)), parsed, services: Object.keys(services).length };
}

function sortIssues(issues: ComposeIssue[]): ComposeIssue[] {
  return issues.sort(
    (a, b) =>
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
  );
}
function dedupe(issues: ComposeIssue[]): ComposeIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const k = `${i.severity}|${i.path}|${i.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  null: 'empty',
};

/**
 * Turns Ajv's errors into readable ones: when a value matches none of several forms (`oneOf`),
 * reports the most specific problem instead of every branch's.
 */
function schemaIssues(errors: ErrorObject[]): { pointer: string; message: string; key?: boolean }[] {
  const paths = [...new Set(errors.map((e) => e.instancePath))];
  const out: { pointer: string; message: string; key?: boolean }[] = [];
  for (const path of paths) {
    const here = errors.filter((e) => e.instancePath === path);
    const specific = here.filter((e) => !['type', 'oneOf', 'anyOf', 'if', 'not', 'false schema'].includes(e.keyword));
    // a deeper error explains a mismatch of type or form here
    if (specific.length === 0 && paths.some((p) => p !== path && p.startsWith(`${path}/`))) continue;
    const where = dotted(path);
    if (specific.length > 0) {
      for (const e of specific) {
        const p = e.params as Record<string, unknown>;
        if (e.keyword === 'additionalProperties')
          out.push({
            pointer: `${path}/${String(p.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`,
            message: `Unknown key "${String(p.additionalProperty)}" in ${where}.`,
            key: true,
          });
        else if (e.keyword === 'required') out.push({ pointer: path, message: `${where} needs "${String(p.missingProperty)}".` });
        else if (e.keyword === 'enum')
          out.push({ pointer: path, message: `${where} must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}.` });
        else if (e.keyword === 'pattern') out.push({ pointer: path, message: `${where} is not in the expected format.` });
        else if (e.keyword === 'uniqueItems') out.push({ pointer: path, message: `${where} has the same item twice.` });
        else out.push({ pointer: path, message: `${where} ${e.message ?? 'is invalid'}.` });
      }
      continue;
    }
    const types = [
      ...new Set(
        here.filter((e) => e.keyword === 'type').flatMap((e) => String((e.params as { type: string | string[] }).type).split(',')),
      ),
    ];
    out.push({
      pointer: path,
      message: types.length > 0 ? `${where} must be ${types.map((t) => TYPE_NAMES[t] ?? t).join(' or ')}.` : `${where} is not valid here.`,
    });
  }
  return out;
}
