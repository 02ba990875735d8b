import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. Configurations from nginx.org's documentation and lua-nginx-module's README. */
export const nginxFormatterTool = defineTool({
  path: '/nginx-formatter',
  name: 'nginx config formatter',
  description: 'Indent and tidy an nginx configuration, keeping its comments.',
  keywords: [
    'nginx',
    'conf',
    'config',
    'configuration',
    'format',
    'formatter',
    'beautify',
    'prettify',
    'indent',
    'server',
    'location',
    'openresty',
  ],
  icon: 'IconServerCog',
  component: () => import('./NginxFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    {
      label: 'Reverse proxy',
      state: {
        input:
          'server {\nlisten 80;\nserver_name example.com;   # the site\nlocation / {\nproxy_pass http://localhost:8080/;\nproxy_http_version 1.1;\nproxy_set_header Upgrade $http_upgrade;\nproxy_set_header Connection "upgrade";\nproxy_set_header Host $host;\n}\nlocation ~* \\.(gif|jpg|jpeg)$ { expires 30d; }\n}',
      },
    },
    {
      label: 'Aligned values, tabs',
      state: {
        input:
          'events { worker_connections 1024; }\nhttp {\ninclude mime.types;\ndefault_type application/octet-stream;\nsendfile on;\nkeepalive_timeout 65;\n}',
        spacing: 'align',
        indent: 'tab',
      },
    },
    {
      label: 'OpenResty Lua block',
      state: {
        input:
          'location /lua_content {\n# MIME type determined by default_type:\ndefault_type \'text/plain\';\ncontent_by_lua_block {\n        ngx.say("Hello,world!")\n}\n}',
      },
    },
  ],
});
