import { ToolInputError } from '@handy-tools/ui/kit';
import { checkInputSize } from './compose-yaml.js';
import { splitShellCommands } from './shell-words.js';

/** A Compose service as a plain object (Compose Specification keys). */
export type ComposeService = Record<string, unknown>;

/** A Compose project as a plain object: `services`, and top-level `volumes`/`networks` when used. */
export interface ComposeProject {
  services: Record<string, ComposeService>;
  volumes?: Record<string, Record<string, unknown> | null>;
  networks?: Record<string, Record<string, unknown> | null>;
  [key: string]: unknown;
}

/** What a `docker run` flag does to the service: `kind` of value and how it is stored. */
type Handler = (svc: ComposeService, value: string, ctx: RunContext) => void;
interface RunContext {
  namedVolumes: Set<string>;
  networks: Set<string>;
  notes: string[];
}

const push = (key: string) => (svc: ComposeService, v: string) => {
  const list = (svc[key] as string[] | undefined) ?? [];
  list.push(v);
  svc[key] = list;
};
const set =
  (key: string, conv: (v: string) => unknown = (v) => v) =>
  (svc: ComposeService, v: string) => {
    svc[key] = conv(v);
  };
const flag = (key: string) => (svc: ComposeService) => {
  svc[key] = true;
};
const num = (v: string) => (/^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);
const deep = (svc: ComposeService, path: string[], v: unknown) => {
  let o = svc as Record<string, unknown>;
  for (const p of path.slice(0, -1)) {
    if (typeof o[p] !== 'object' || o[p] === null) o[p] = {};
    o = o[p] as Record<string, unknown>;
  }
  o[path[path.length - 1] as string] = v;
};
const mapEntry =
  (key: string, sep = '=') =>
  (svc: ComposeService, v: string) => {
    const i = v.indexOf(sep);
    const m = (svc[key] as Record<string, string> | undefined) ?? {};
    if (i < 0) m[v] = '';
    else m[v.slice(0, i)] = v.slice(i + 1);
    svc[key] = m;
  };

/** Is a volume source a named volume (not a host path)? */
export function isNamedVolumeSource(source: string): boolean {
  return source !== '' && !/^[./~$\\]/.test(source) && !/^[A-Za-z]:[\\/]/.test(source);
}

const volume: Handler = (svc, v, ctx) => {
  push('volumes')(svc, v);
  const parts = v.split(':');
  if (parts.length >= 2 && isNamedVolumeSource(parts[0] as string)) ctx.namedVolumes.add(parts[0] as string);
};

const mount: Handler = (svc, v, ctx) => {
  const m: Record<string, unknown> = {};
  for (const kv of v.split(',')) {
    const [k = '', val] = kv.split('=', 2) as [string, string | undefined];
    const key = { src: 'source', dst: 'target', destination: 'target', ro: 'read_only', readonly: 'read_only' }[k] ?? k;
    if (key === 'read_only') m.read_only = val === undefined || val === 'true' || val === '1';
    else if (key === 'type' || key === 'source' || key === 'target' || key === 'consistency') m[key] = val ?? '';
    else if (key === 'bind-propagation') m.bind = { propagation: val };
    else if (key === 'volume-nocopy') m.volume = { nocopy: val === undefined || val === 'true' };
    else if (key === 'tmpfs-size') m.tmpfs = { size: num(val ?? '') };
    else throw new ToolInputError(`--mount: unknown field "${k}".`);
  }
  if (!m.type) m.type = 'volume';
  if (!m.target) throw new ToolInputError('--mount needs a target (target=/path).');
  if (m.type === 'volume' && typeof m.source === 'string' && m.source) ctx.namedVolumes.add(m.source);
  const list = (svc.volumes as unknown[] | undefined) ?? [];
  list.push(m);
  svc.volumes = list;
};

const network: Handler = (svc, v, ctx) => {
  if (['host', 'none', 'bridge', 'default'].includes(v) || v.startsWith('container:')) {
    svc.network_mode = v;
    return;
  }
  const nets = (svc.networks as Record<string, unknown> | undefined) ?? {};
  nets[v] = nets[v] ?? null;
  svc.networks = nets;
  ctx.networks.add(v);
};
const netOption =
  (field: string, list: boolean): Handler =>
  (svc, v, ctx) => {
    const nets = svc.networks as Record<string, Record<string, unknown> | null> | undefined;
    const name = nets ? Object.keys(nets).at(-1) : undefined;
    if (!name || !nets) {
      ctx.notes.push(`--${field === 'aliases' ? 'network-alias' : field.replace('_address', '')} ${v} ignored: it needs a --network.`);
      return;
    }
    const n = nets[name] ?? {};
    if (list) n[field] = [...((n[field] as string[] | undefined) ?? []), v];
    else n[field] = v;
    nets[name] = n;
  };

const ulimit: Handler = (svc, v) => {
  const [name = '', value = ''] = v.split('=', 2);
  const [soft, hard] = value.split(':');
  const u = (svc.ulimits as Record<string, unknown> | undefined) ?? {};
  u[name] = hard === undefined ? num(soft ?? '') : { soft: num(soft ?? ''), hard: num(hard) };
  svc.ulimits = u;
};

const health =
  (field: string, conv: (v: string) => unknown = (v) => v): Handler =>
  (svc, v) =>
    deep(svc, ['healthcheck', field], conv(v));
const resources =
  (kind: 'limits' | 'reservations', field: string, conv: (v: string) => unknown = (v) => v): Handler =>
  (svc, v) =>
    deep(svc, ['deploy', 'resources', kind, field], conv(v));

const gpus: Handler = (svc, v) => {
  const dev: Record<string, unknown> = { driver: 'nvidia', capabilities: ['gpu'] };
  const value = v.replace(/^"|"$/g, '');
  if (value === 'all') dev.count = 'all';
  else if (/^\d+$/.test(value)) dev.count = Number(value);
  else if (value.startsWith('device=')) dev.device_ids = value.slice(7).split(',');
  else dev.count = value;
  deep(svc, ['deploy', 'resources', 'reservations', 'devices'], [dev]);
};

const seconds = (v: string) => `${v}s`;

/** The `docker run` options that take a value, by long name, with their Compose mapping. */
const VALUE_OPTIONS: Record<string, Handler> = {
  'add-host': push('extra_hosts'),
  annotation: mapEntry('annotations'),
  attach: (_s, _v, ctx) => ctx.notes.push('--attach has no Compose equivalent; ignored.'),
  'blkio-weight': (svc, v) => deep(svc, ['blkio_config', 'weight'], num(v)),
  'cap-add': push('cap_add'),
  'cap-drop': push('cap_drop'),
  'cgroup-parent': set('cgroup_parent'),
  cgroupns: set('cgroup'),
  cidfile: (_s, _v, ctx) => ctx.notes.push('--cidfile has no Compose equivalent; ignored.'),
  'cpu-period': set('cpu_period', num),
  'cpu-quota': set('cpu_quota', num),
  'cpu-rt-period': set('cpu_rt_period', num),
  'cpu-rt-runtime': set('cpu_rt_runtime', num),
  'cpu-shares': set('cpu_shares', num),
  cpus: resources('limits', 'cpus', String),
  'cpuset-cpus': set('cpuset'),
  'cpuset-mems': (_s, _v, ctx) => ctx.notes.push('--cpuset-mems has no Compose equivalent; ignored.'),
  device: push('devices'),
  'device-cgroup-rule': push('device_cgroup_rules'),
  dns: push('dns'),
  'dns-option': push('dns_opt'),
  'dns-opt': push('dns_opt'),
  'dns-search': push('dns_search'),
  domainname: set('domainname'),
  entrypoint: set('entrypoint'),
  env: push('environment'),
  'env-file': push('env_file'),
  expose: push('expose'),
  gpus,
  'group-add': push('group_add'),
  'health-cmd': health('test', (v) => ['CMD-SHELL', v]),
  'health-interval': health('interval'),
  'health-retries': health('retries', num),
  'health-start-period': health('start_period'),
  'health-start-interval': health('start_interval'),
  'health-timeout': health('timeout'),
  hostname: set('hostname'),
  ip: netOption('ipv4_address', false),
  ip6: netOption('ipv6_address', false),
  ipc: set('ipc'),
  isolation: set('isolation'),
  label: mapEntry('labels'),
  'label-file': push('label_file'),
  link: push('links'),
  'link-local-ip': netOption('link_local_ips', true),
  'log-driver': (svc, v) => deep(svc, ['logging', 'driver'], v),
  'log-opt': (svc, v) => {
    const i = v.indexOf('=');
    const opts = ((svc.logging as Record<string, unknown> | undefined)?.options as Record<string, string> | undefined) ?? {};
    opts[i < 0 ? v : v.slice(0, i)] = i < 0 ? '' : v.slice(i + 1);
    deep(svc, ['logging', 'options'], opts);
  },
  'mac-address': set('mac_address'),
  memory: resources('limits', 'memory'),
  'memory-reservation': resources('reservations', 'memory'),
  'memory-swap': set('memswap_limit', num),
  'memory-swappiness': set('mem_swappiness', num),
  mount,
  name: set('container_name'),
  network,
  'network-alias': netOption('aliases', true),
  'oom-score-adj': set('oom_score_adj', num),
  pid: set('pid'),
  'pids-limit': set('pids_limit', num),
  platform: set('platform'),
  publish: push('ports'),
  pull: set('pull_policy'),
  restart: set('restart'),
  runtime: set('runtime'),
  'security-opt': push('security_opt'),
  'shm-size': set('shm_size'),
  'stop-signal': set('stop_signal'),
  'stop-timeout': set('stop_grace_period', seconds),
  'storage-opt': mapEntry('storage_opt'),
  sysctl: mapEntry('sysctls'),
  tmpfs: push('tmpfs'),
  ulimit,
  user: set('user'),
  userns: set('userns_mode'),
  uts: set('uts'),
  volume,
  'volume-driver': set('volume_driver'),
  'volumes-from': push('volumes_from'),
  workdir: set('working_dir'),
};

/** The `docker run` options without a value, by long name. */
const FLAG_OPTIONS: Record<string, Handler> = {
  detach: () => undefined,
  init: flag('init'),
  interactive: flag('stdin_open'),
  'no-healthcheck': (svc) => deep(svc, ['healthcheck', 'disable'], true),
  'oom-kill-disable': flag('oom_kill_disable'),
  privileged: flag('privileged'),
  'publish-all': (_s, _v, ctx) => ctx.notes.push('--publish-all (-P) has no Compose equivalent: list the ports instead.'),
  quiet: () => undefined,
  'read-only': flag('read_only'),
  rm: () => undefined,
  'sig-proxy': () => undefined,
  tty: flag('tty'),
  'disable-content-trust': () => undefined,
};

const SHORT: Record<string, string> = {
  a: 'attach',
  c: 'cpu-shares',
  d: 'detach',
  e: 'env',
  h: 'hostname',
  i: 'interactive',
  l: 'label',
  m: 'memory',
  p: 'publish',
  P: 'publish-all',
  q: 'quiet',
  t: 'tty',
  u: 'user',
  v: 'volume',
  w: 'workdir',
};
const ALIASES: Record<string, string> = { net: 'network', 'net-alias': 'network-alias', 'health-start-interval': 'health-start-interval' };

/** The result of parsing `docker run` commands. */
export interface ParsedRuns {
  /** The Compose project: one service per command. */
  project: ComposeProject;
  /** Options that have no Compose equivalent, dropped with a reason. */
  notes: string[];
}

/**
 * Parses one or more `docker run` commands (also `docker container run`, `podman run`, with `sudo`)
 * into a Compose project, one service per command. Lines may continue with `\`; commands are
 * separated by newlines, `;` or `&&`.
 *
 * @param text - the commands, as typed in a shell.
 * @returns the project (services named after `--name` or the image) and notes about dropped options.
 * @throws ToolInputError when the text is too long, or naming the line and option when a line is not a `docker run` command, an option
 *   is unknown or lacks its value, or the image is missing.
 * @see https://docs.docker.com/reference/cli/docker/container/run/ and the Compose Specification's services reference.
 */
export function parseDockerRuns(text: string): ParsedRuns {
  checkInputSize(text, 'command text');
  const commands = splitShellCommands(text);
  if (commands.length === 0) throw new ToolInputError('Enter one or more docker run commands.');
  const ctx: RunContext = { namedVolumes: new Set(), networks: new Set(), notes: [] };
  const project: ComposeProject = { services: {} };
  for (const { words, line } of commands) {
    const { name, service } = parseOneRun(words, line, ctx);
    let unique = name;
    for (let n = 2; unique in project.services; n++) unique = `${name}-${n}`;
    project.services[unique] = service;
  }
  if (ctx.namedVolumes.size > 0) project.volumes = Object.fromEntries([...ctx.namedVolumes].map((v) => [v, {}]));
  if (ctx.networks.size > 0) project.networks = Object.fromEntries([...ctx.networks].map((n) => [n, { external: true }]));
  return { project, notes: ctx.notes };
}

function parseOneRun(words: string[], line: number, ctx: RunContext): { name: string; service: ComposeService } {
  let i = 0;
  while (words[i] === 'sudo' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i] ?? '')) i++;
  const program = words[i] ?? '';
  if (!/(^|\/)(docker|podman|nerdctl)$/.test(program)) {
    throw new ToolInputError(`Line ${line}: expected a docker run command, found "${words.slice(0, 3).join(' ')}".`, { line });
  }
  i++;
  if (words[i] === 'container') i++;
  if (words[i] !== 'run' && words[i] !== 'create') {
    throw new ToolInputError(`Line ${line}: only "docker run" can be converted, not "${words.slice(0, i + 1).join(' ')}".`, { line });
  }
  i++;
  const service: ComposeService = {};
  const order: string[] = [];
  let image: string | undefined;
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') {
      i++;
      image = words[i];
      break;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      let name = eq < 0 ? w.slice(2) : w.slice(2, eq);
      name = ALIASES[name] ?? name;
      if (name in FLAG_OPTIONS) {
        if (eq >= 0 && /^(false|0)$/i.test(w.slice(eq + 1))) continue;
        (FLAG_OPTIONS[name] as Handler)(service, '', ctx);
      } else if (name in VALUE_OPTIONS) {
        let value: string | undefined = eq < 0 ? words[++i] : w.slice(eq + 1);
        if (value === undefined) throw new ToolInputError(`Line ${line}: --${name} needs a value.`, { line });
        value = value.trim();
        (VALUE_OPTIONS[name] as Handler)(service, value, ctx);
      } else throw new ToolInputError(`Line ${line}: unknown docker run option --${name}.`, { line });
      order.push(name);
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      // grouped short flags (-dit) and a short option with its value attached (-p8080:80)
      for (let k = 1; k < w.length; k++) {
        const letter = w[k] as string;
        const name = SHORT[letter];
        if (!name) throw new ToolInputError(`Line ${line}: unknown docker run option -${letter}.`, { line });
        if (name in FLAG_OPTIONS) {
          (FLAG_OPTIONS[name] as Handler)(service, '', ctx);
          continue;
        }
        let value = w.slice(k + 1).replace(/^=/, '');
        if (value === '') value = words[++i] ?? '';
        if (value === '') throw new ToolInputError(`Line ${line}: -${letter} needs a value.`, { line });
        (VALUE_OPTIONS[name] as Handler)(service, value, ctx);
        break;
      }
      continue;
    }
    image = w;
    break;
  }
  if (!image) throw new ToolInputError(`Line ${line}: the image name is missing.`, { line });
  const args = words.slice(i + 1);
  const result: ComposeService = { image };
  for (const [k, v] of Object.entries(service)) result[k] = v;
  if (args.length > 0) result.command = args;
  const name = sanitizeServiceName((service.container_name as string | undefined) ?? imageBaseName(image));
  return { name, service: result };
}

/** The last path segment of an image reference without tag or digest (`ghcr.io/a/b:1` → `b`). */
export function imageBaseName(image: string): string {
  const noDigest = image.split('@')[0] ?? image;
  const last = noDigest.split('/').at(-1) ?? noDigest;
  return last.split(':')[0] ?? last;
}

/** A Compose service name (`[a-zA-Z0-9._-]+`) made from any text. */
export function sanitizeServiceName(s: string): string {
  const clean = s.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '');
  return clean || 'service';
}
