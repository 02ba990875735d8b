import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import type { Deployment } from 'kubernetes-types/apps/v1';
import type { PersistentVolumeClaim, Service } from 'kubernetes-types/core/v1';
import { parse } from 'yaml';
import { parseYamlWithLines } from './compose-yaml.js';
import { composeToKubernetes, DEFAULT_KUBE_OPTIONS, kubeCpu, kubeMemory, manifestsToYaml, readPorts, type Manifest } from './kubernetes.js';
import { sample } from './samples.js';

const DNS1123 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;

/**
 * The checks `kubectl apply --dry-run=client --validate=strict` makes on these kinds that our
 * output could break (API reference v1.30): apiVersion/kind pairs, DNS-1123 names, a selector that
 * matches the pod template's labels, containers with name and image, ports 1–65535, unique port
 * names, PVC access modes and storage request, volumes referenced by mounts. Field names and types are
 * checked at compile time by the `kubernetes-types` 1.30 definitions the emitter is typed with.
 */
function kubeProblems(m: Manifest): string[] {
  const p: string[] = [];
  const name = m.metadata?.name ?? '';
  if (!DNS1123.test(name) || name.length > 63) p.push(`bad name ${name}`);
  if (m.kind === 'Deployment' && 'spec' in m) {
    const d = m as Deployment;
    if (m.apiVersion !== 'apps/v1') p.push('apiVersion');
    const sel = d.spec?.selector.matchLabels ?? {};
    const labels = d.spec?.template.metadata?.labels ?? {};
    if (Object.keys(sel).length === 0 || Object.entries(sel).some(([k, v]) => labels[k] !== v))
      p.push('selector does not match template labels');
    const pod = d.spec?.template.spec;
    if (!pod || pod.containers.length === 0) p.push('no containers');
    if (pod?.restartPolicy !== 'Always') p.push('Deployment pods must restart Always');
    const volumes = new Set((pod?.volumes ?? []).map((v) => v.name));
    for (const c of pod?.containers ?? []) {
      if (!DNS1123.test(c.name) || !c.image) p.push(`container ${c.name}`);
      for (const port of c.ports ?? [])
        if (port.containerPort < 1 || port.containerPort > 65535) p.push(`containerPort ${port.containerPort}`);
      for (const vm of c.volumeMounts ?? []) if (!volumes.has(vm.name)) p.push(`mount of unknown volume ${vm.name}`);
    }
  } else if (m.kind === 'Service') {
    const s = m as Service;
    if (s.apiVersion !== 'v1') p.push('apiVersion');
    const names = (s.spec?.ports ?? []).map((x) => x.name);
    if (new Set(names).size !== names.length) p.push('duplicate port names');
    for (const port of s.spec?.ports ?? []) if (port.port < 1 || port.port > 65535) p.push(`port ${port.port}`);
    if (!s.spec?.selector) p.push('no selector');
  } else if (m.kind === 'PersistentVolumeClaim') {
    const c = m as PersistentVolumeClaim;
    if (!c.spec?.accessModes?.length || !c.spec.resources?.requests?.storage) p.push('PVC needs accessModes and a storage request');
  } else if (m.kind === 'ConfigMap') {
    if (m.apiVersion !== 'v1') p.push('apiVersion');
  }
  return p;
}

const convert = (file: string, options = DEFAULT_KUBE_OPTIONS) => composeToKubernetes(parseYamlWithLines(sample(file)).data, options);

describe('composeToKubernetes', () => {
  it('converts the awesome-compose WordPress + MySQL file into valid manifests', () => {
    const { manifests, notes } = convert('wordpress-mysql.compose.yaml', { namespace: 'blog', serviceType: 'NodePort', storage: '5Gi' });
    expect(manifests.map((m) => `${m.kind}/${m.metadata?.name}`)).toEqual([
      'PersistentVolumeClaim/db-data',
      'PersistentVolumeClaim/wp-data',
      'Deployment/db',
      'Deployment/wordpress',
      'Service/db',
      'Service/wordpress',
    ]);
    for (const m of manifests) expect(kubeProblems(m), `${m.kind}/${m.metadata?.name}`).toEqual([]);
    expect(manifests.every((m) => m.metadata?.namespace === 'blog')).toBe(true);
    const db = manifests[2] as Deployment;
    const container = db.spec?.template.spec?.containers[0];
    expect(container?.args).toEqual(['--default-authentication-plugin=mysql_native_password']);
    expect(container?.env?.find((e) => e.name === 'MYSQL_DATABASE')?.value).toBe('wordpress');
    expect(container?.volumeMounts).toEqual([{ name: 'db-db-data', mountPath: '/var/lib/mysql' }]);
    expect(db.spec?.template.spec?.volumes).toEqual([{ name: 'db-db-data', persistentVolumeClaim: { claimName: 'db-data' } }]);
    const wp = manifests[5] as Service;
    expect(wp.spec).toEqual({
      type: 'NodePort',
      selector: { 'io.kompose.service': 'wordpress' },
      ports: [{ name: '80', port: 80, targetPort: 80, protocol: 'TCP' }],
    });
    expect((manifests[0] as PersistentVolumeClaim).spec?.resources?.requests?.storage).toBe('5Gi');
    expect(notes).toEqual([]);
  });
  it('converts the Traefik quick start, noting the bind mount', () => {
    const { manifests, notes } = convert('traefik.compose.yaml');
    for (const m of manifests) expect(kubeProblems(m)).toEqual([]);
    const proxy = manifests.find((m) => m.kind === 'Deployment' && m.metadata?.name === 'reverse-proxy') as Deployment;
    expect(proxy.spec?.template.spec?.containers[0]?.args).toEqual(['--api.insecure=true', '--providers.docker']);
    expect(proxy.spec?.template.spec?.volumes).toEqual([{ name: 'reverse-proxy-vol0', hostPath: { path: '/var/run/docker.sock' } }]);
    expect(notes.join('\n')).toMatch(/hostPath/);
  });
  it('maps resources, healthcheck, configs, env_file, user and capabilities', () => {
    const project = parse(`
services:
  api:
    image: acme/api:2
    entrypoint: ["/bin/api"]
    command: serve --port 8080
    user: "1000:1000"
    cap_drop: [ALL]
    env_file: .env
    ports: ["127.0.0.1:8080:8080", "9000-9001:9000-9001/udp"]
    healthcheck: {test: ["CMD", "curl", "-f", "http://localhost:8080/health"], interval: 1m30s, timeout: 10s, retries: 3, start_period: 40s}
    deploy: {replicas: 3, resources: {limits: {cpus: "0.5", memory: 512M}, reservations: {memory: 1.5g}}}
    configs: [{source: app, target: /etc/app.conf}]
configs:
  app: {content: "debug = false"}
`);
    const { manifests, notes } = composeToKubernetes(project, DEFAULT_KUBE_OPTIONS);
    for (const m of manifests) expect(kubeProblems(m)).toEqual([]);
    const dep = manifests.find((m) => m.kind === 'Deployment') as Deployment;
    const c = dep.spec?.template.spec?.containers[0];
    expect(dep.spec?.replicas).toBe(3);
    expect(c?.command).toEqual(['/bin/api']);
    expect(c?.args).toEqual(['serve', '--port', '8080']);
    expect(c?.resources).toEqual({ limits: { cpu: '500m', memory: '512Mi' }, requests: { memory: '1536Mi' } });
    expect(c?.livenessProbe).toEqual({
      exec: { command: ['curl', '-f', 'http://localhost:8080/health'] },
      periodSeconds: 90,
      timeoutSeconds: 10,
      initialDelaySeconds: 40,
      failureThreshold: 3,
    });
    expect(c?.securityContext).toEqual({ capabilities: { drop: ['ALL'] }, runAsUser: 1000, runAsGroup: 1000 });
    expect(c?.envFrom).toEqual([{ configMapRef: { name: 'api-env' } }]);
    expect(c?.volumeMounts).toContainEqual({ name: 'api-app', mountPath: '/etc/app.conf', subPath: 'app', readOnly: true });
    const svc = manifests.find((m) => m.kind === 'Service') as Service;
    expect(svc.spec?.ports?.map((p) => `${p.name} ${p.port}->${String(p.targetPort)}`)).toEqual([
      '8080 8080->8080',
      '9000-udp 9000->9000',
      '9001-udp 9001->9001',
    ]);
    expect(manifests.filter((m) => m.kind === 'ConfigMap').map((m) => m.metadata?.name)).toEqual(['app-config', 'api-env']);
    expect(notes.join('\n')).toMatch(/api-env is empty: fill it from \.env/);
  });
  it('writes a multi-document YAML stream that parses back to the same objects', () => {
    const { manifests } = convert('wordpress-mysql.compose.yaml');
    const docs = manifestsToYaml(manifests)
      .split(/^---$/m)
      .map((d) => parse(d));
    expect(docs).toEqual(JSON.parse(JSON.stringify(manifests)));
  });
  it('converts sizes and CPU amounts to Kubernetes quantities', () => {
    expect(kubeMemory('512m')).toBe('512Mi');
    expect(kubeMemory('1G')).toBe('1Gi');
    expect(kubeMemory('1.5gb')).toBe('1536Mi');
    expect(kubeMemory(1048576)).toBe('1048576');
    expect(kubeCpu('0.25')).toBe('250m');
    expect(kubeCpu(2)).toBe('2');
    expect(() => kubeMemory('lots')).toThrow(ToolInputError);
    expect(() => kubeCpu('0')).toThrow(ToolInputError);
  });
  it('reads port syntaxes and rejects bad ports', () => {
    expect(readPorts(['80', '8080:80', '[::1]:53:53/udp', { target: 443, published: '8443', protocol: 'tcp' }], 'x')).toEqual([
      { target: 80, published: undefined, protocol: 'TCP' },
      { target: 80, published: 8080, protocol: 'TCP' },
      { target: 53, published: 53, protocol: 'UDP' },
      { target: 443, published: 8443, protocol: 'TCP' },
    ]);
    expect(() => readPorts(['70000'], 'Service "a"')).toThrow(/Service "a": port "70000"/);
    expect(() => readPorts(['http'], 'Service "a"')).toThrow(/not \[host:\]container/);
  });
  it('rejects what Kubernetes cannot run', () => {
    expect(() => composeToKubernetes({ services: { a: { build: '.' } } }, DEFAULT_KUBE_OPTIONS)).toThrow(/has no image/);
    expect(() => composeToKubernetes({ services: {} }, DEFAULT_KUBE_OPTIONS)).toThrow(/no services/);
    expect(() => composeToKubernetes({ services: { a: { image: 'x' } } }, { ...DEFAULT_KUBE_OPTIONS, storage: 'big' })).toThrow(
      /not a Kubernetes quantity/,
    );
  });
});
