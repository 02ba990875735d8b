import { defineTool } from '@handy-tools/ui/kit';

export const dockerRunToDockerComposeConverterTool = defineTool({
  path: '/docker-run-to-docker-compose-converter',
  name: 'docker run to Compose',
  description: 'Convert one or more docker run commands into a Compose file.',
  keywords: ['docker', 'run', 'compose', 'composerize', 'docker-compose.yml', 'convert', 'container'],
  icon: 'IconBrandDocker',
  component: () => import('./DockerRunToDockerComposeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['composeverter', 'yaml'],
  bundleBudget: {
    kb: 230,
    reason: 'the family logic (the yaml parser, composeverter, the Compose schema check compiled ahead of time) twice: on the page for small inputs (~70 KB) and in the worker for big ones (~105 KB)',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'Postgres, nginx, Redis, Portainer',
      state: {
        input:
          '# postgres (Docker Hub "How to use this image")\ndocker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres\n# nginx (Docker Hub, hosting some simple static content)\ndocker run --name some-nginx -v /some/content:/usr/share/nginx/html:ro -d nginx\n# redis (Docker Hub, start with persistent storage)\ndocker run --name some-redis -d redis redis-server --save 60 1 --loglevel warning\n# Portainer CE install (docs.portainer.io)\ndocker run -d -p 8000:8000 -p 9443:9443 --name portainer --restart=always \\\n  -v /var/run/docker.sock:/var/run/docker.sock \\\n  -v portainer_data:/data \\\n  portainer/portainer-ce:latest\n',
      },
    },
    {
      label: 'Postgres in Compose 2.x',
      state: {
        input:
          'docker run -d --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -p 5432:5432 -v pgdata:/var/lib/postgresql/data postgres:16\n',
        format: 'v2x',
      },
    },
  ],
});
