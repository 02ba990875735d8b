import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { composeProjectToRuns, durationSeconds } from './compose-to-run.js';
import { imageBaseName, parseDockerRuns } from './docker-run.js';
import { sample } from './samples.js';
import { shellQuote, splitShellCommands } from './shell-words.js';

describe('splitShellCommands', () => {
  it('splits like a POSIX shell: quotes, escapes, continuations, comments, separators', () => {
    const cmds = splitShellCommands(`# comment\ndocker run -e "A=b c" -e 'D=$E' x\\\n  --rm y && echo "a\\"b" ; ls\n`);
    expect(cmds.map((c) => c.words)).toEqual([['docker', 'run', '-e', 'A=b c', '-e', 'D=$E', 'x', '--rm', 'y'], ['echo', 'a"b'], ['ls']]);
    expect(cmds[0]?.line).toBe(2);
  });
  it('names the line and column of an unclosed quote', () => {
    expect(() => splitShellCommands('docker run\ndocker run -e "A=b')).toThrow(/Line 2, column 15/);
  });
  it('shellQuote round-trips through the splitter for any word', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (words) => {
        const cmds = splitShellCommands(words.map(shellQuote).join(' '));
        expect(cmds[0]?.words).toEqual(words);
      }),
    );
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => splitShellCommands(s));
  });
});

describe('parseDockerRuns', () => {
  it("reads the official images' documented commands (postgres, nginx, redis, Portainer)", () => {
    const { project } = parseDockerRuns(sample('docker-runs.sh'));
    expect(Object.keys(project.services)).toEqual(['some-postgres', 'some-nginx', 'some-redis', 'portainer']);
    expect(project.services['some-postgres']).toEqual({
      image: 'postgres',
      container_name: 'some-postgres',
      environment: ['POSTGRES_PASSWORD=mysecretpassword'],
    });
    expect(project.services['some-nginx']?.volumes).toEqual(['/some/content:/usr/share/nginx/html:ro']);
    expect(project.services['some-redis']?.command).toEqual(['redis-server', '--save', '60', '1', '--loglevel', 'warning']);
    expect(project.services.portainer).toEqual({
      image: 'portainer/portainer-ce:latest',
      ports: ['8000:8000', '9443:9443'],
      container_name: 'portainer',
      restart: 'always',
      volumes: ['/var/run/docker.sock:/var/run/docker.sock', 'portainer_data:/data'],
    });
    expect(project.volumes).toEqual({ portainer_data: {} });
  });
  it('maps resources, networks, grouped short flags and --mount', () => {
    const { project, notes } = parseDockerRuns(
      'sudo docker container run -dit --rm --network=backend --network-alias api -m 512m --cpus 1.5 --gpus all -p8080:80 ' +
        '--mount type=volume,source=data,target=/data,readonly --health-cmd "curl -f http://localhost/" --health-interval 30s -P ghcr.io/acme/api:1.2 serve',
    );
    const svc = project.services.api;
    expect(svc).toMatchObject({
      image: 'ghcr.io/acme/api:1.2',
      stdin_open: true,
      tty: true,
      networks: { backend: { aliases: ['api'] } },
      ports: ['8080:80'],
      volumes: [{ type: 'volume', source: 'data', target: '/data', read_only: true }],
      healthcheck: { test: ['CMD-SHELL', 'curl -f http://localhost/'], interval: '30s' },
      command: ['serve'],
      deploy: {
        resources: {
          limits: { memory: '512m', cpus: '1.5' },
          reservations: { devices: [{ driver: 'nvidia', count: 'all', capabilities: ['gpu'] }] },
        },
      },
    });
    expect(project.networks).toEqual({ backend: { external: true } });
    expect(project.volumes).toEqual({ data: {} });
    expect(notes.join(' ')).toMatch(/publish-all/);
  });
  it('gives each service a unique name', () => {
    expect(Object.keys(parseDockerRuns('docker run nginx\ndocker run nginx:1.27').project.services)).toEqual(['nginx', 'nginx-2']);
  });
  it('rejects what it cannot convert, naming the line and the option', () => {
    expect(() => parseDockerRuns('')).toThrow(ToolInputError);
    expect(() => parseDockerRuns('docker run nginx\nls -la')).toThrow(/Line 2: expected a docker run command/);
    expect(() => parseDockerRuns('docker ps')).toThrow(/only "docker run"/);
    expect(() => parseDockerRuns('docker run --bogus x nginx')).toThrow(/unknown docker run option --bogus/);
    expect(() => parseDockerRuns('docker run -e')).toThrow(/-e needs a value/);
    expect(() => parseDockerRuns('docker run -d')).toThrow(/image name is missing/);
    expect(() => parseDockerRuns('docker run ' + 'x'.repeat(300_000))).toThrow(/too long/);
  });
  it('imageBaseName drops registry, path, tag and digest', () => {
    expect(imageBaseName('registry:5000/a/b:1.0@sha256:abc')).toBe('b');
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => parseDockerRuns(s));
    fuzzToolFunction((s: string) => parseDockerRuns(`docker run ${s}`));
  });
});

describe('run → compose → run', () => {
  const token = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
  const port = fc.integer({ min: 1, max: 65535 });
  it('keeps image, ports, environment and volumes', () => {
    fc.assert(
      fc.property(
        fc.record({
          image: token,
          ports: fc.array(
            fc.tuple(port, port).map(([a, b]) => `${a}:${b}`),
            { maxLength: 3 },
          ),
          env: fc.array(
            fc.tuple(token, fc.string({ maxLength: 10 })).map(([k, v]) => `${k.toUpperCase()}=${v}`),
            { maxLength: 3 },
          ),
          volumes: fc.array(
            fc.tuple(token, token).map(([a, b]) => `${a}:/${b}`),
            { maxLength: 3 },
          ),
          restart: fc.constantFrom('no', 'always', 'unless-stopped'),
        }),
        ({ image, ports, env, volumes, restart }) => {
          const words = [
            'docker',
            'run',
            '-d',
            '--restart',
            restart,
            ...ports.flatMap((p) => ['-p', p]),
            ...env.flatMap((e) => ['-e', e]),
            ...volumes.flatMap((v) => ['-v', v]),
            image,
          ];
          const first = parseDockerRuns(words.map(shellQuote).join(' ')).project;
          const runs = composeProjectToRuns(first, { detach: true, rm: false, multiline: true, createResources: false });
          const again = parseDockerRuns(runs).project;
          const [a] = Object.values(first.services);
          const [b] = Object.values(again.services);
          for (const key of ['image', 'ports', 'environment', 'volumes', 'restart']) expect(b?.[key]).toEqual(a?.[key]);
        },
      ),
    );
  });
});

describe('composeProjectToRuns', () => {
  it('orders services by depends_on and creates volumes and networks first', () => {
    const out = composeProjectToRuns(
      {
        services: {
          web: { image: 'nginx', depends_on: ['db'], networks: ['front', 'back'] },
          db: { image: 'postgres:16', volumes: ['pg:/var/lib/postgresql/data'], networks: ['back'] },
        },
        volumes: { pg: null },
        networks: { front: null, back: { driver: 'bridge' } },
      },
      { detach: true, rm: true, multiline: false, createResources: true },
    );
    expect(out.split('\n\n')).toEqual([
      'docker network create front\ndocker network create --driver bridge back\ndocker volume create pg',
      'docker run -d --rm --name db -v pg:/var/lib/postgresql/data --network back postgres:16',
      '# then: docker network connect back web\ndocker run -d --rm --name web --network front nginx\n',
    ]);
  });
  it('reads Compose durations', () => {
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('1h')).toBe(3600);
    expect(durationSeconds('abc')).toBeUndefined();
  });
  it('rejects a project without services or a service without image', () => {
    expect(() => composeProjectToRuns({})).toThrow(/no services/);
    expect(() => composeProjectToRuns({ services: { a: { ports: ['80'] } } })).toThrow(/neither an image nor a build/);
  });
});
