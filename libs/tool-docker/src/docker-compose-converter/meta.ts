import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeConverterTool = defineTool({
  path: '/docker-compose-converter',
  name: 'Compose format converter',
  description: 'Convert a Compose file between format versions 2, 3 and the Compose Specification.',
  keywords: ['docker', 'compose', 'version', 'composeverter', 'migrate', 'v2', 'v3', 'compose specification'],
  icon: 'IconVersions',
  component: () => import('./DockerComposeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['composeverter', 'yaml'],
  bundleBudget: {
    kb: 230,
    reason: 'the family logic (the yaml parser, composeverter, the Compose schema check compiled ahead of time) twice: on the page for small inputs (~70 KB) and in the worker for big ones (~105 KB)',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: '2.4 → Compose Specification',
      state: {
        input:
          'version: "2.4"\nservices:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"\n    mem_limit: 256m\n    cpus: 0.5\n    depends_on:\n      - app\n  app:\n    image: ghcr.io/acme/app:1.4\n    environment:\n      DATABASE_URL: postgres://app@db/app\n    restart: unless-stopped\n',
      },
    },
    {
      label: 'Version 1 → 3.x',
      state: { input: 'web:\n  image: nginx\n  ports:\n    - "80:80"\n  links:\n    - db\ndb:\n  image: postgres:9.6\n', target: 'v3x' },
    },
    {
      label: '2.4 → Compose Specification, long syntax',
      state: {
        input:
          'version: "2.4"\nservices:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"\n    mem_limit: 256m\n    cpus: 0.5\n    depends_on:\n      - app\n  app:\n    image: ghcr.io/acme/app:1.4\n    environment:\n      DATABASE_URL: postgres://app@db/app\n    restart: unless-stopped\n',
        expandPorts: true,
        expandVolumes: true,
      },
    },
  ],
});
