import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { DEFAULT_RUN_OPTIONS } from '../shared/compose-to-run.js';
import { parseDockerRuns } from '../shared/docker-run.js';
import { sample } from '../shared/samples.js';
import { dockerComposeToDockerRunConverterTool } from './meta.js';
import { dockerComposeToDockerRunConverterState } from './state.js';
import { dockerComposeToDockerRun } from './docker-compose-to-docker-run-converter.js';

describe('dockerComposeToDockerRun', () => {
  it('writes the awesome-compose WordPress + MySQL file as docker run commands', () => {
    const out = dockerComposeToDockerRun(sample('wordpress-mysql.compose.yaml'), { ...DEFAULT_RUN_OPTIONS, multiline: false });
    expect(out).toBe(
      [
        'docker volume create db_data',
        'docker volume create wp_data',
        '',
        'docker run -d --name db -v db_data:/var/lib/mysql --restart always -e MYSQL_ROOT_PASSWORD=somewordpress -e MYSQL_DATABASE=wordpress -e MYSQL_USER=wordpress -e MYSQL_PASSWORD=wordpress --expose 3306 --expose 33060 mariadb:10.6.4-focal --default-authentication-plugin=mysql_native_password',
        '',
        'docker run -d --name wordpress -v wp_data:/var/www/html -p 80:80 --restart always -e WORDPRESS_DB_HOST=db -e WORDPRESS_DB_USER=wordpress -e WORDPRESS_DB_PASSWORD=wordpress -e WORDPRESS_DB_NAME=wordpress wordpress:latest',
        '',
      ].join('\n'),
    );
  });
  it('quotes what the shell would split, so the commands parse back to the same services', () => {
    const out = dockerComposeToDockerRun(sample('traefik.compose.yaml'), DEFAULT_RUN_OPTIONS);
    expect(out).toContain("-l 'traefik.http.routers.whoami.rule=Host(`whoami.docker.localhost`)'");
    const back = parseDockerRuns(out).project.services;
    expect(back['reverse-proxy']).toMatchObject({
      image: 'traefik:v2.10',
      ports: ['80:80', '8080:8080'],
      command: ['--api.insecure=true', '--providers.docker'],
    });
    expect(back.whoami?.labels).toEqual({ 'traefik.http.routers.whoami.rule': 'Host(`whoami.docker.localhost`)' });
  });
  it('lists what docker run cannot do and notes built images', () => {
    const out = dockerComposeToDockerRun('services:\n  app:\n    build: ./app\n    develop: {watch: []}\n', DEFAULT_RUN_OPTIONS);
    expect(out).toContain('# app is built from source: docker build -t app ./app');
    expect(out).toContain('# app: "develop" has no docker run equivalent');
  });
  it('reports YAML errors with line and column', () => {
    expect(() => dockerComposeToDockerRun('services:\n  web: [', DEFAULT_RUN_OPTIONS)).toThrow(/^Line 2, column/);
  });
  it('has examples that are valid states', () => {
    expectExamplesMatchState(dockerComposeToDockerRunConverterTool, dockerComposeToDockerRunConverterState);
  });
  it('only ever throws ToolInputError', () => {
    fuzzToolFunction((s: string) => dockerComposeToDockerRun(s, DEFAULT_RUN_OPTIONS));
  });
});
