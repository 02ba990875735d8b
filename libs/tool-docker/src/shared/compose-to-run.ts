import { ToolInputError } from '@handy-tools/ui/kit';
import { isRecord, listOrDictEntries } from './compose-yaml.js';
import { isNamedVolumeSource } from './docker-run.js';
import { shellQuote, splitShellCommands } from './shell-words.js';

/** How to write the `docker run` commands. */
export interface RunOptions {
  /** Add `-d` (run in the background). */
  detach: boolean;
  /** Add `--rm` (remove the container when it stops). */
  rm: boolean;
  /** One option per line with `\` continuations, rather than one long line. */
  multiline: boolean;
  /** Start with `docker network create` / `docker volume create` for the project's networks and named volumes. */
  createResources: boolean;
}

/** Default {@link RunOptions}. */
export const DEFAULT_RUN_OPTIONS: RunOptions = { detach: true, rm: false, multiline: true, createResources: true };

/** Duration in Compose syntax (`1m30s`, `10s`, `500ms`) → whole seconds, or `undefined`. */
export function durationSeconds(v: unknown): number | undefined {
  if (typeof v === 'number') return Math.round(v);
  if (typeof v !== 'string') return undefined;
  const re = /(\d+(?:\.\d+)?)(us|ms|s|m|h)/g;
  let total = 0;
  let matched = '';
  for (const m of v.matchAll(re)) {
    const n = Number(m[1]);
    total += n * ({ us: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 }[m[2] as string] ?? 0);
    matched += m[0];
  }
  return matched === v && v !== '' ? Math.round(total) : undefined;
}

const asList = (v: unknown): string[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v.map(String) : [String(v)]);

/** Orders services so that each comes after the services it `depends_on`. */
function dependencyOrder(services: Record<string, Record<string, unknown>>): string[] {
  const out: string[] = [];
  const state = new Map<string, number>();
  const visit = (name: string) => {
    if (state.get(name) === 2 || !(name in services)) return;
    if (state.get(name) === 1) return; // a cycle: keep file order
    state.set(name, 1);
    const dep = services[name]?.depends_on;
    const deps = Array.isArray(dep) ? dep.map(String) : isRecord(dep) ? Object.keys(dep) : [];
    deps.forEach(visit);
    state.set(name, 2);
    out.push(name);
  };
  Object.keys(services).forEach(visit);
  return out;
}

/**
 * Writes the `docker run` commands that start a Compose project's containers (like decomposerize,
 * with more keys covered). Keys that `docker run` cannot express are listed as `#` comments.
 *
 * @param project - a parsed Compose file (plain object with `services`).
 * @param options - see {@link RunOptions}.
 * @returns the shell text: one `docker run` per service, in dependency order.
 * @throws ToolInputError when there are no services or a service has neither image nor build.
 * @see https://docs.docker.com/reference/cli/docker/container/run/ and the Compose Specification.
 */
export function composeProjectToRuns(project: unknown, options: RunOptions = DEFAULT_RUN_OPTIONS): string {
  if (!isRecord(project) || !isRecord(project.services) || Object.keys(project.services).length === 0) {
    throw new ToolInputError('The Compose file has no services.');
  }
  const services = project.services as Record<string, Record<string, unknown>>;
  const blocks: string[] = [];
  if (options.createResources) {
    const created: string[] = [];
    for (const [name, net] of Object.entries(isRecord(project.networks) ? project.networks : {})) {
      if (isRecord(net) && net.external) continue;
      const driver = isRecord(net) && typeof net.driver === 'string' ? ` --driver ${shellQuote(net.driver)}` : '';
      created.push(`docker network create${driver} ${shellQuote(isRecord(net) && typeof net.name === 'string' ? net.name : name)}`);
    }
    for (const [name, vol] of Object.entries(isRecord(project.volumes) ? project.volumes : {})) {
      if (isRecord(vol) && vol.external) continue;
      created.push(`docker volume create ${shellQuote(isRecord(vol) && typeof vol.name === 'string' ? vol.name : name)}`);
    }
    if (created.length > 0) blocks.push(created.join('\n'));
  }
  for (const name of dependencyOrder(services)) {
    const svc = services[name];
    if (!isRecord(svc)) throw new ToolInputError(`Service "${name}" must be a mapping.`);
    blocks.push(serviceToRun(name, svc, project, options));
  }
  return blocks.join('\n\n') + '\n';
}

function serviceToRun(name: string, svc: Record<string, unknown>, project: Record<string, unknown>, options: RunOptions): string {
  const args: string[][] = [];
  const notes: string[] = [];
  const add = (...a: string[]) => args.push(a);
  const volumeName = (src: string) => {
    const top = isRecord(project.volumes) ? project.volumes[src] : undefined;
    return isRecord(top) && typeof top.name === 'string' ? top.name : src;
  };
  let image = typeof svc.image === 'string' ? svc.image : undefined;
  if (!image) {
    if (svc.build === undefined) throw new ToolInputError(`Service "${name}" has neither an image nor a build.`);
    const context = typeof svc.build === 'string' ? svc.build : isRecord(svc.build) ? String(svc.build.context ?? '.') : '.';
    image = name;
    notes.push(`# ${name} is built from source: docker build -t ${shellQuote(name)} ${shellQuote(context)}`);
  }
  if (options.detach) add('-d');
  if (options.rm) add('--rm');
  add('--name', String(svc.container_name ?? name));
  for (const [key, value] of Object.entries(svc)) {
    switch (key) {
      case 'image':
      case 'build':
      case 'container_name':
      case 'command':
      case 'depends_on':
        break;
      case 'entrypoint': {
        const words = Array.isArray(value) ? value.map(String) : (splitShellCommands(String(value))[0]?.words ?? []);
        if (words[0] !== undefined) add('--entrypoint', words[0]);
        if (words.length > 1) notes.push(`# ${name}: the entrypoint's arguments (${words.slice(1).join(' ')}) go before the command`);
        break;
      }
      case 'ports':
        for (const p of asList(value === null ? [] : (value as unknown[]).map((x) => (isRecord(x) ? longPort(x) : String(x)))))
          add('-p', p);
        break;
      case 'expose':
        for (const p of asList(value)) add('--expose', p);
        break;
      case 'environment':
        for (const [k, v] of listOrDictEntries(value)) add('-e', v === null ? k : `${k}=${v}`);
        break;
      case 'env_file':
        for (const f of asList(Array.isArray(value) ? value.map((x) => (isRecord(x) ? x.path : x)) : value)) add('--env-file', f);
        break;
      case 'labels':
        for (const [k, v] of listOrDictEntries(value)) add('-l', v === null ? k : `${k}=${v}`);
        break;
      case 'volumes':
        for (const v of Array.isArray(value) ? value : []) {
          if (isRecord(v)) {
            const parts = [`type=${String(v.type ?? 'volume')}`];
            if (v.source !== undefined)
              parts.push(`source=${v.type === 'volume' || v.type === undefined ? volumeName(String(v.source)) : String(v.source)}`);
            parts.push(`target=${String(v.target)}`);
            if (v.read_only) parts.push('readonly');
            add('--mount', parts.join(','));
          } else {
            const s = String(v);
            const [src = ''] = s.split(':');
            add('-v', isNamedVolumeSource(src) && s.includes(':') ? volumeName(src) + s.slice(src.length) : s);
          }
        }
        break;
      case 'networks': {
        const nets = Array.isArray(value) ? value.map((n) => [String(n), null] as const) : Object.entries(isRecord(value) ? value : {});
        const netName = (n: string) => {
          const top = isRecord(project.networks) ? project.networks[n] : undefined;
          return isRecord(top) && typeof top.name === 'string' ? top.name : n;
        };
        nets.forEach(([n, cfg], idx) => {
          if (idx > 0) {
            notes.push(`# then: docker network connect ${shellQuote(netName(n))} ${shellQuote(String(svc.container_name ?? name))}`);
            return;
          }
          add('--network', netName(n));
          if (isRecord(cfg)) {
            for (const a of asList(cfg.aliases)) add('--network-alias', a);
            if (cfg.ipv4_address) add('--ip', String(cfg.ipv4_address));
            if (cfg.ipv6_address) add('--ip6', String(cfg.ipv6_address));
          }
        });
        break;
      }
      case 'network_mode':
        add('--network', String(value));
        break;
      case 'restart':
        add('--restart', String(value));
        break;
      case 'user':
        add('--user', String(value));
        break;
      case 'working_dir':
        add('--workdir', String(value));
        break;
      case 'hostname':
        add('--hostname', String(value));
        break;
      case 'domainname':
        add('--domainname', String(value));
        break;
      case 'privileged':
      case 'read_only':
      case 'init':
      case 'tty':
      case 'stdin_open':
      case 'oom_kill_disable':
        if (value === true || value === 'true')
          add(
            ({ read_only: '--read-only', stdin_open: '--interactive', oom_kill_disable: '--oom-kill-disable' } as Record<string, string>)[
              key
            ] ?? `--${key}`,
          );
        break;
      case 'cap_add':
      case 'cap_drop':
      case 'devices':
      case 'dns':
      case 'dns_search':
      case 'dns_opt':
      case 'extra_hosts':
      case 'security_opt':
      case 'tmpfs':
      case 'links':
      case 'volumes_from':
      case 'group_add':
      case 'device_cgroup_rules': {
        const flagName =
          (
            {
              extra_hosts: 'add-host',
              dns_opt: 'dns-option',
              device_cgroup_rules: 'device-cgroup-rule',
              volumes_from: 'volumes-from',
              dns: 'dns',
              tmpfs: 'tmpfs',
            } as Record<string, string>
          )[key] ?? key.replace('_', '-').replace(/s$/, '');
        const items =
          key === 'extra_hosts' && isRecord(value)
            ? Object.entries(value).map(([h, ip]) => `${h}:${String(ip)}`)
            : asList(value).map((d) => (isRecord(d) ? String(d.source) : d));
        for (const item of items) add(`--${flagName}`, item);
        break;
      }
      case 'sysctls':
      case 'storage_opt':
        for (const [k, v] of listOrDictEntries(value)) add(`--${key === 'sysctls' ? 'sysctl' : 'storage-opt'}`, `${k}=${v ?? ''}`);
        break;
      case 'ulimits':
        for (const [k, v] of Object.entries(isRecord(value) ? value : {}))
          add('--ulimit', isRecord(v) ? `${k}=${String(v.soft)}:${String(v.hard)}` : `${k}=${String(v)}`);
        break;
      case 'logging':
        if (isRecord(value)) {
          if (value.driver) add('--log-driver', String(value.driver));
          for (const [k, v] of Object.entries(isRecord(value.options) ? value.options : {})) add('--log-opt', `${k}=${String(v)}`);
        }
        break;
      case 'healthcheck':
        if (isRecord(value)) {
          if (value.disable === true) add('--no-healthcheck');
          const test = value.test;
          if (Array.isArray(test) && test[0] === 'NONE') add('--no-healthcheck');
          else if (Array.isArray(test))
            add(
              '--health-cmd',
              test[0] === 'CMD'
                ? test
                    .slice(1)
                    .map((w) => shellQuote(String(w)))
                    .join(' ')
                : test.slice(1).join(' '),
            );
          else if (typeof test === 'string') add('--health-cmd', test);
          for (const f of ['interval', 'timeout', 'start_period', 'start_interval', 'retries'] as const) {
            if (value[f] !== undefined) add(`--health-${f.replace('_', '-')}`, String(value[f]));
          }
        }
        break;
      case 'deploy': {
        const res = isRecord(value) && isRecord(value.resources) ? value.resources : {};
        const limits = isRecord(res.limits) ? res.limits : {};
        const reservations = isRecord(res.reservations) ? res.reservations : {};
        if (limits.cpus !== undefined) add('--cpus', String(limits.cpus));
        if (limits.memory !== undefined) add('--memory', String(limits.memory));
        if (limits.pids !== undefined) add('--pids-limit', String(limits.pids));
        if (reservations.memory !== undefined) add('--memory-reservation', String(reservations.memory));
        for (const d of Array.isArray(reservations.devices) ? reservations.devices : []) {
          if (isRecord(d) && asList(d.capabilities).includes('gpu'))
            add('--gpus', d.device_ids ? `"device=${asList(d.device_ids).join(',')}"` : String(d.count ?? 'all'));
        }
        if (isRecord(value) && value.replicas !== undefined && Number(value.replicas) !== 1)
          notes.push(`# ${name}: deploy.replicas ${String(value.replicas)} needs Compose or Swarm; one container is started`);
        break;
      }
      case 'mem_limit':
        add('--memory', String(value));
        break;
      case 'mem_reservation':
        add('--memory-reservation', String(value));
        break;
      case 'memswap_limit':
        add('--memory-swap', String(value));
        break;
      case 'mem_swappiness':
        add('--memory-swappiness', String(value));
        break;
      case 'cpus':
        add('--cpus', String(value));
        break;
      case 'cpu_shares':
      case 'cpu_quota':
      case 'cpu_period':
      case 'cpu_rt_period':
      case 'cpu_rt_runtime':
      case 'oom_score_adj':
      case 'pids_limit':
      case 'shm_size':
      case 'stop_signal':
      case 'pid':
      case 'ipc':
      case 'uts':
      case 'platform':
      case 'runtime':
      case 'isolation':
      case 'mac_address':
      case 'cgroup_parent':
      case 'volume_driver':
        add(`--${key.replace(/_/g, '-')}`, String(value));
        break;
      case 'cpuset':
        add('--cpuset-cpus', String(value));
        break;
      case 'cgroup':
        add('--cgroupns', String(value));
        break;
      case 'userns_mode':
        add('--userns', String(value));
        break;
      case 'pull_policy':
        if (['always', 'missing', 'never'].includes(String(value))) add('--pull', String(value));
        break;
      case 'stop_grace_period': {
        const s = durationSeconds(value);
        if (s !== undefined) add('--stop-timeout', String(s));
        break;
      }
      case 'annotations':
        for (const [k, v] of listOrDictEntries(value)) add('--annotation', `${k}=${v ?? ''}`);
        break;
      case 'label_file':
        for (const f of asList(value)) add('--label-file', f);
        break;
      default:
        if (!key.startsWith('x-')) notes.push(`# ${name}: "${key}" has no docker run equivalent`);
    }
  }
  const command = svc.command;
  const tail: string[] = [shellQuote(image)];
  if (Array.isArray(command)) tail.push(...command.map((w) => shellQuote(String(w))));
  else if (typeof command === 'string' && command !== '') tail.push(command);
  const parts = args.map((a) => a.map((w, i) => (i === 0 ? w : shellQuote(w))).join(' '));
  const sep = options.multiline ? ' \\\n  ' : ' ';
  return [...notes, ['docker run', ...parts, tail.join(' ')].join(sep)].join('\n');
}

function longPort(p: Record<string, unknown>): string {
  const ip = p.host_ip ? `${String(p.host_ip)}:` : '';
  const published = p.published !== undefined ? `${String(p.published)}:` : '';
  const proto = p.protocol && p.protocol !== 'tcp' ? `/${String(p.protocol)}` : '';
  return `${ip}${published}${String(p.target)}${proto}`;
}
