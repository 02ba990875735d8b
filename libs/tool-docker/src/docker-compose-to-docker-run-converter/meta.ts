import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeToDockerRunConverterTool = defineTool({
  path: '/docker-compose-to-docker-run-converter',
  name: 'Compose to docker run',
  description: 'Convert a Compose file into the docker run commands that start the same containers.',
  keywords: ['docker', 'compose', 'run', 'decomposerize', 'command', 'container', 'shell'],
  icon: 'IconTerminal2',
  component: () => import('./DockerComposeToDockerRunConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['yaml'],
  bundleBudget: {
    kb: 230,
    reason: 'the family logic (the yaml parser, composeverter, the Compose schema check compiled ahead of time) twice: on the page for small inputs (~70 KB) and in the worker for big ones (~105 KB)',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'WordPress + MySQL',
      state: {
        input:
          "services:\n  db:\n    # We use a mariadb image which supports both amd64 & arm64 architecture\n    image: mariadb:10.6.4-focal\n    # If you really want to use MySQL, uncomment the following line\n    #image: mysql:8.0.27\n    command: '--default-authentication-plugin=mysql_native_password'\n    volumes:\n      - db_data:/var/lib/mysql\n    restart: always\n    environment:\n      - MYSQL_ROOT_PASSWORD=somewordpress\n      - MYSQL_DATABASE=wordpress\n      - MYSQL_USER=wordpress\n      - MYSQL_PASSWORD=wordpress\n    expose:\n      - 3306\n      - 33060\n  wordpress:\n    image: wordpress:latest\n    volumes:\n      - wp_data:/var/www/html\n    ports:\n      - 80:80\n    restart: always\n    environment:\n      - WORDPRESS_DB_HOST=db\n      - WORDPRESS_DB_USER=wordpress\n      - WORDPRESS_DB_PASSWORD=wordpress\n      - WORDPRESS_DB_NAME=wordpress\nvolumes:\n  db_data:\n  wp_data:\n",
      },
    },
    {
      label: 'Traefik, one line each',
      state: {
        input:
          'version: \'3\'\n\nservices:\n  reverse-proxy:\n    # The official v2 Traefik docker image\n    image: traefik:v2.10\n    # Enables the web UI and tells Traefik to listen to docker\n    command: --api.insecure=true --providers.docker\n    ports:\n      # The HTTP port\n      - "80:80"\n      # The Web UI (enabled by --api.insecure=true)\n      - "8080:8080"\n    volumes:\n      # So that Traefik can listen to the Docker events\n      - /var/run/docker.sock:/var/run/docker.sock\n  whoami:\n    # A container that exposes an API to show its IP address\n    image: traefik/whoami\n    labels:\n      - "traefik.http.routers.whoami.rule=Host(`whoami.docker.localhost`)"\n',
        multiline: false,
      },
    },
  ],
});
