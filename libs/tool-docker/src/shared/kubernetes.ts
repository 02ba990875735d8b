import { ToolInputError } from '@handy-tools/ui/kit';
import type { Deployment } from 'kubernetes-types/apps/v1';
import type {
  ConfigMap,
  Container,
  ContainerPort,
  EnvVar,
  PersistentVolumeClaim,
  Probe,
  Service,
  ServicePort,
  Volume,
  VolumeMount,
} from 'kubernetes-types/core/v1';
import { isRecord, listOrDictEntries, toYaml } from './compose-yaml.js';
import { durationSeconds } from './compose-to-run.js';
import { isNamedVolumeSource } from './docker-run.js';
import { splitShellCommands } from './shell-words.js';

/** Settings of the Kubernetes conversion. */
export interface KubeOptions {
  /** `metadata.namespace` of every manifest; empty for none. */
  namespace: string;
  /** Type of the Services made from published ports. */
  serviceType: 'ClusterIP' | 'NodePort' | 'LoadBalancer';
  /** Storage requested by each PersistentVolumeClaim (Kubernetes quantity, e.g. `1Gi`). */
  storage: string;
}

/** Default {@link KubeOptions}. */
export const DEFAULT_KUBE_OPTIONS: KubeOptions = { namespace: '', serviceType: 'ClusterIP', storage: '1Gi' };

/** One of the manifests the conversion makes (typed by `kubernetes-types`, API v1.30). */
export type Manifest = Deployment | Service | PersistentVolumeClaim | ConfigMap;

/** The result: the manifests, and notes about what could not be carried over. */
export interface KubeResult {
  manifests: Manifest[];
  notes: string[];
}

/** A DNS-1123 label (lowercase letters, digits, `-`, ≤ 63 characters) made from any name. */
export function dnsLabel(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return s || 'app';
}

/**
 * A Compose/Docker byte size (`512m`, `1g`, `1.5gb`, `2048` bytes) as a Kubernetes quantity (`512Mi`).
 *
 * @throws ToolInputError when the size cannot be read.
 */
export function kubeMemory(v: unknown): string {
  if (typeof v === 'number') return String(Math.round(v));
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$/i.exec(String(v));
  if (!m) throw new ToolInputError(`Memory size "${String(v)}" is not a size like 512m or 1g.`);
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase();
  if (unit === '') return String(Math.round(n));
  const suffix = { k: 'Ki', m: 'Mi', g: 'Gi', t: 'Ti' }[unit] as string;
  if (Number.isInteger(n)) return `${n}${suffix}`;
  const lower = { Ki: '', Mi: 'Ki', Gi: 'Mi', Ti: 'Gi' }[suffix] as string;
  return `${Math.round(n * 1024)}${lower}`;
}

/** CPUs as in Compose (`0.5`, `"2"`) → a Kubernetes CPU quantity (`500m`, `2`). */
export function kubeCpu(v: unknown): string {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new ToolInputError(`CPU amount "${String(v)}" must be a positive number.`);
  return Number.isInteger(n) ? String(n) : `${Math.round(n * 1000)}m`;
}

interface PortMapping {
  target: number;
  published?: number;
  protocol: 'TCP' | 'UDP' | 'SCTP';
}

/**
 * Reads the Compose `ports` list (short syntax `[ip:][host:]container[/proto]`, ranges, or long syntax).
 *
 * @throws ToolInputError for a port that is not a number in 1–65535.
 */
export function readPorts(value: unknown, where: string): PortMapping[] {
  const out: PortMapping[] = [];
  for (const item of Array.isArray(value) ? value : []) {
    if (isRecord(item)) {
      out.push({
        target: portNumber(item.target, where),
        published: item.published === undefined ? undefined : portNumber(String(item.published).split('-')[0], where),
        protocol: proto(item.protocol),
      });
      continue;
    }
    const s = String(item);
    const [spec = '', protoPart] = s.split('/');
    const m = /^(?:(?:\[[^\]]*\]|\d{1,3}(?:\.\d{1,3}){3}):)?(?:(\d+(?:-\d+)?)?:)?(\d+(?:-\d+)?)$/.exec(spec);
    if (!m) throw new ToolInputError(`${where}: port "${s}" is not [host:]container[/protocol].`);
    const [t0, t1 = t0] = (m[2] as string).split('-').map((x) => portNumber(x, where)) as [number, number?];
    const pub = m[1]?.split('-').map((x) => portNumber(x, where));
    if ((t1 as number) - t0 > 100) throw new ToolInputError(`${where}: port range "${s}" is too long (more than 100 ports).`);
    for (let p = t0; p <= (t1 as number); p++)
      out.push({ target: p, published: pub ? (pub[0] as number) + (p - t0) : undefined, protocol: proto(protoPart) });
  }
  return out;
}

function portNumber(v: unknown, where: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new ToolInputError(`${where}: port "${String(v)}" must be a whole number from 1 to 65535.`);
  return n;
}
function proto(v: unknown): 'TCP' | 'UDP' | 'SCTP' {
  const p = String(v ?? 'tcp').toUpperCase();
  return p === 'UDP' ? 'UDP' : p === 'SCTP' ? 'SCTP' : 'TCP';
}
const words = (v: unknown): string[] | undefined =>
  v === undefined || v === null ? undefined : Array.isArray(v) ? v.map(String) : (splitShellCommands(String(v))[0]?.words ?? []);

/**
 * Converts a Compose project into Kubernetes manifests, the way kompose does: per service a
 * Deployment (image, entrypoint → `command`, command → `args`, environment, ports, resources from
 * `deploy.resources`, healthcheck → liveness probe, volumes) and a Service when it has ports; a
 * PersistentVolumeClaim per named volume; a ConfigMap per top-level config with inline `content`
 * and one per `env_file` (to fill in). Labels: `io.kompose.service` and `app.kubernetes.io/name`.
 *
 * @param project - a parsed Compose file (plain object with `services`).
 * @param options - see {@link KubeOptions}.
 * @returns the manifests (apps/v1 and v1 objects, checked against `kubernetes-types` 1.30) and notes.
 * @throws ToolInputError when there are no services, a service has no image, or a port, size or the storage quantity is invalid.
 * @see https://kubernetes.io/docs/reference/kubernetes-api/ and https://kompose.io/conversion/
 */
export function composeToKubernetes(project: unknown, options: KubeOptions = DEFAULT_KUBE_OPTIONS): KubeResult {
  if (!isRecord(project) || !isRecord(project.services) || Object.keys(project.services).length === 0) {
    throw new ToolInputError('The Compose file has no services.');
  }
  if (!/^\d+(\.\d+)?(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?$/.test(options.storage.trim())) {
    throw new ToolInputError(`Storage size "${options.storage}" is not a Kubernetes quantity such as 1Gi or 500Mi.`);
  }
  const ns = options.namespace.trim() ? { namespace: dnsLabel(options.namespace) } : {};
  const notes: string[] = [];
  const deployments: Manifest[] = [];
  const services: Manifest[] = [];
  const claims = new Map<string, PersistentVolumeClaim>();
  const configMaps: ConfigMap[] = [];
  const topConfigs = isRecord(project.configs) ? project.configs : {};
  const configMapFor = new Map<string, string>();
  for (const [cname, cfg] of Object.entries(topConfigs)) {
    if (isRecord(cfg) && typeof cfg.content === 'string') {
      const name = dnsLabel(`${cname}-config`);
      configMapFor.set(cname, name);
      configMaps.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, ...ns }, data: { [cname]: cfg.content } });
    } else
      notes.push(
        `Config "${cname}" reads a file: create its ConfigMap with kubectl create configmap ${dnsLabel(`${cname}-config`)} --from-file=…`,
      );
  }
  for (const [svcName, raw] of Object.entries(project.services)) {
    if (!isRecord(raw)) throw new ToolInputError(`Service "${svcName}" must be a mapping.`);
    const name = dnsLabel(svcName);
    const labels = { 'io.kompose.service': name, 'app.kubernetes.io/name': name };
    if (typeof raw.image !== 'string') {
      throw new ToolInputError(`Service "${svcName}" has no image: Kubernetes runs images, so build and push it first, then set image.`);
    }
    const container: Container = { name, image: raw.image };
    const command = words(raw.entrypoint);
    const args = words(raw.command);
    if (command) container.command = command;
    if (args) container.args = args;
    if (typeof raw.working_dir === 'string') container.workingDir = raw.working_dir;
    if (raw.tty === true) container.tty = true;
    if (raw.stdin_open === true) container.stdin = true;
    const env: EnvVar[] = listOrDictEntries(raw.environment).map(([k, v]) => ({ name: k, value: v ?? '' }));
    if (env.length > 0) container.env = env;
    const envFiles =
      raw.env_file === undefined
        ? []
        : (Array.isArray(raw.env_file) ? raw.env_file : [raw.env_file]).map((f) => String(isRecord(f) ? f.path : f));
    envFiles.forEach((file, i) => {
      const cmName = dnsLabel(`${name}-env${envFiles.length > 1 ? `-${i + 1}` : ''}`);
      configMaps.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: cmName, labels, ...ns }, data: {} });
      container.envFrom = [...(container.envFrom ?? []), { configMapRef: { name: cmName } }];
      notes.push(`ConfigMap ${cmName} is empty: fill it from ${file} (kubectl create configmap ${cmName} --from-env-file=${file}).`);
    });
    const ports = readPorts(raw.ports, `Service "${svcName}"`);
    const exposed = (Array.isArray(raw.expose) ? raw.expose : []).map((p) => ({
      target: portNumber(String(p).split('/')[0], `Service "${svcName}"`),
      protocol: proto(String(p).split('/')[1]),
    }));
    const containerPorts: ContainerPort[] = [];
    for (const p of [...ports, ...exposed]) {
      if (!containerPorts.some((c) => c.containerPort === p.target && c.protocol === p.protocol))
        containerPorts.push({ containerPort: p.target, protocol: p.protocol });
    }
    if (containerPorts.length > 0) container.ports = containerPorts;
    const res = isRecord(raw.deploy) && isRecord(raw.deploy.resources) ? raw.deploy.resources : {};
    const limits: Record<string, string> = {};
    const requests: Record<string, string> = {};
    const lim = isRecord(res.limits) ? res.limits : {};
    const rsv = isRecord(res.reservations) ? res.reservations : {};
    if (lim.cpus !== undefined || raw.cpus !== undefined) limits.cpu = kubeCpu(lim.cpus ?? raw.cpus);
    if (lim.memory !== undefined || raw.mem_limit !== undefined) limits.memory = kubeMemory(lim.memory ?? raw.mem_limit);
    if (rsv.cpus !== undefined) requests.cpu = kubeCpu(rsv.cpus);
    if (rsv.memory !== undefined || raw.mem_reservation !== undefined) requests.memory = kubeMemory(rsv.memory ?? raw.mem_reservation);
    if (Object.keys(limits).length || Object.keys(requests).length) {
      container.resources = { ...(Object.keys(limits).length ? { limits } : {}), ...(Object.keys(requests).length ? { requests } : {}) };
    }
    const probe = healthProbe(raw.healthcheck);
    if (probe) container.livenessProbe = probe;
    if (raw.privileged === true || raw.read_only === true || raw.cap_add || raw.cap_drop || typeof raw.user === 'string') {
      container.securityContext = {};
      if (raw.privileged === true) container.securityContext.privileged = true;
      if (raw.read_only === true) container.securityContext.readOnlyRootFilesystem = true;
      if (raw.cap_add || raw.cap_drop) {
        container.securityContext.capabilities = {
          ...(raw.cap_add ? { add: (raw.cap_add as unknown[]).map(String) } : {}),
          ...(raw.cap_drop ? { drop: (raw.cap_drop as unknown[]).map(String) } : {}),
        };
      }
      const uid = typeof raw.user === 'string' ? /^(\d+)(?::(\d+))?$/.exec(raw.user) : null;
      if (uid) {
        container.securityContext.runAsUser = Number(uid[1]);
        if (uid[2]) container.securityContext.runAsGroup = Number(uid[2]);
      } else if (typeof raw.user === 'string')
        notes.push(`Service "${svcName}": user "${raw.user}" is a name; Kubernetes needs a numeric runAsUser.`);
    }
    const volumes: Volume[] = [];
    const mounts: VolumeMount[] = [];
    for (const v of Array.isArray(raw.volumes) ? raw.volumes : []) {
      let source: string | undefined;
      let target: string;
      let readOnly = false;
      let type: string;
      if (isRecord(v)) {
        source = v.source === undefined ? undefined : String(v.source);
        target = String(v.target);
        readOnly = v.read_only === true;
        type = String(v.type ?? 'volume');
      } else {
        const parts = String(v).split(':');
        if (parts.length === 1) {
          target = parts[0] as string;
        } else {
          source = parts[0];
          target = parts[1] as string;
          readOnly = (parts[2] ?? '').split(',').includes('ro');
        }
        type = source === undefined ? 'volume' : isNamedVolumeSource(source) ? 'volume' : 'bind';
      }
      const volName = dnsLabel(`${name}-${source && type === 'volume' ? source : `vol${mounts.length}`}`);
      if (type === 'volume' && source) {
        const claim = dnsLabel(source);
        if (!claims.has(claim)) {
          claims.set(claim, {
            apiVersion: 'v1',
            kind: 'PersistentVolumeClaim',
            metadata: { name: claim, labels: { 'io.kompose.volume': claim }, ...ns },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: options.storage.trim() } } },
          });
        }
        volumes.push({ name: volName, persistentVolumeClaim: { claimName: claim, ...(readOnly ? { readOnly: true } : {}) } });
      } else if (type === 'bind' && source) {
        volumes.push({ name: volName, hostPath: { path: source } });
        notes.push(`Service "${svcName}": bind mount ${source} became a hostPath volume; it only works on one node.`);
      } else if (type === 'tmpfs') {
        volumes.push({ name: volName, emptyDir: { medium: 'Memory' } });
      } else volumes.push({ name: volName, emptyDir: {} });
      mounts.push({ name: volName, mountPath: target, ...(readOnly ? { readOnly: true } : {}) });
    }
    for (const c of Array.isArray(raw.configs) ? raw.configs : []) {
      const src = isRecord(c) ? String(c.source) : String(c);
      const cm = configMapFor.get(src);
      if (!cm) continue;
      const volName = dnsLabel(`${name}-${src}`);
      volumes.push({ name: volName, configMap: { name: cm } });
      const target = isRecord(c) && typeof c.target === 'string' ? c.target : `/${src}`;
      mounts.push({ name: volName, mountPath: target, subPath: src, readOnly: true });
    }
    if (mounts.length > 0) container.volumeMounts = mounts;
    if (raw.restart === 'no' || raw.restart === 'on-failure')
      notes.push(
        `Service "${svcName}": restart "${String(raw.restart)}" is not possible in a Deployment (always restarts); use a Job for run-once work.`,
      );
    const replicas = isRecord(raw.deploy) && raw.deploy.replicas !== undefined ? Number(raw.deploy.replicas) : 1;
    deployments.push({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, labels, ...ns },
      spec: {
        replicas: Number.isInteger(replicas) && replicas >= 0 ? replicas : 1,
        selector: { matchLabels: { 'io.kompose.service': name } },
        ...(volumes.length > 0 ? { strategy: { type: 'Recreate' } } : {}),
        template: {
          metadata: { labels },
          spec: {
            containers: [container],
            restartPolicy: 'Always',
            ...(typeof raw.hostname === 'string' ? { hostname: dnsLabel(raw.hostname) } : {}),
            ...(volumes.length > 0 ? { volumes } : {}),
          },
        },
      },
    });
    if (ports.length > 0 || exposed.length > 0) {
      const servicePorts: ServicePort[] = [];
      for (const p of [...ports, ...exposed]) {
        const port = (p as { published?: number }).published ?? p.target;
        if (servicePorts.some((s) => s.port === port && s.protocol === p.protocol)) continue;
        servicePorts.push({
          name: `${port}${p.protocol === 'TCP' ? '' : `-${p.protocol.toLowerCase()}`}`,
          port,
          targetPort: p.target,
          protocol: p.protocol,
        });
      }
      services.push({
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name, labels, ...ns },
        spec: { type: options.serviceType, selector: { 'io.kompose.service': name }, ports: servicePorts },
      });
    }
    for (const key of ['depends_on', 'links', 'network_mode', 'build']) {
      if (raw[key] !== undefined && key === 'build') notes.push(`Service "${svcName}": build is ignored; the image must be in a registry.`);
    }
  }
  return { manifests: [...configMaps, ...claims.values(), ...deployments, ...services], notes };
}

function healthProbe(h: unknown): Probe | undefined {
  if (!isRecord(h) || h.disable === true || h.test === undefined) return undefined;
  const test = h.test;
  let command: string[];
  if (Array.isArray(test)) {
    if (test[0] === 'NONE') return undefined;
    command = test[0] === 'CMD' ? test.slice(1).map(String) : ['sh', '-c', test.slice(1).join(' ')];
  } else command = ['sh', '-c', String(test)];
  const probe: Probe = { exec: { command } };
  const period = durationSeconds(h.interval);
  const timeout = durationSeconds(h.timeout);
  const start = durationSeconds(h.start_period);
  if (period) probe.periodSeconds = period;
  if (timeout) probe.timeoutSeconds = timeout;
  if (start) probe.initialDelaySeconds = start;
  if (h.retries !== undefined && Number(h.retries) > 0) probe.failureThreshold = Number(h.retries);
  return probe;
}

/**
 * Writes manifests as one multi-document YAML stream (`---` between documents).
 *
 * @param manifests - the objects to write.
 * @param indent - spaces per level.
 * @returns the YAML text.
 */
export function manifestsToYaml(manifests: Manifest[], indent = 2): string {
  return manifests.map((m) => toYaml(m, indent)).join('---\n');
}
