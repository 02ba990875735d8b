import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { nginxFormatterTool } from './meta.js';
import { formatNginxConfig, NGINX_BLANK_LINES, NGINX_SPACING } from './nginx-formatter.js';
import { nginxFormatterState } from './state.js';

// samples/README.md names the sources: nginx's own conf/nginx.conf, and examples of nginx.org's docs.
const NGINX_CONF = readFileSync(new URL('./samples/nginx.conf', import.meta.url), 'utf8');
const DOCS_EXAMPLES = readFileSync(new URL('./samples/docs-examples.conf', import.meta.url), 'utf8');

/** The expected result for docs-examples.conf, written by hand from the rules the formatter documents. */
const DOCS_EXAMPLES_FORMATTED = `# Assembled from examples of nginx's documentation (ngx_http_log_module, ngx_http_map_module,
# ngx_http_rewrite_module, ngx_http_core_module) and lua-nginx-module's README, squashed
# on purpose: the formatter's test input.
http {
    log_format compression '$remote_addr - $remote_user [$time_local] '
                           '"$request" $status $bytes_sent '
                           '"$http_referer" "$http_user_agent" "$gzip_ratio"';
    map $http_host $name {
        hostnames;

        default 0;

        example.com 1;
        *.example.com 1;
    }
    server {
        listen 80;
        server_name example.com www.example.com; # the main site
        location ~* \\.(gif|jpg|jpeg)$ {
            expires 30d;
        }
        location ~ "^/img/([0-9]{2,4})/(.+)$" {
            return 301 /images/$1/$2;
        }
        if ($http_user_agent ~ MSIE) {
            rewrite ^(.*)$ /msie/$1 break;
        }
        if ($request_method = "POST") {
            return 405;
        }
        location /lua_content {
            # MIME type determined by default_type:
            default_type 'text/plain';
            content_by_lua_block {
                local name = ngx.var.arg_name or "world" -- } in a comment
                if name == "" then
                    ngx.say("Hello, {anonymous}!")
                else
                    ngx.say("Hello, ", name, "!")
                end
            }
        }
        location /set {
            set $target "\${host}:8080";
            proxy_pass http://$target;
        }
    }
}
`;

/** The words of a configuration outside comments, in order: formatting must keep them. */
const words = (conf: string) =>
  conf
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, ''))
    .join(' ')
    .replace(/([;{}])/g, ' $1 ')
    .split(/\s+/)
    .filter(Boolean);

describe('formatNginxConfig', () => {
  it("leaves nginx's own nginx.conf as it is when spacing and blank lines are kept", () => {
    expect(formatNginxConfig(NGINX_CONF, { spacing: 'keep', blankLines: 'keep', indent: 4 })).toBe(NGINX_CONF.replace(/^\n/, ''));
  });

  it("formats nginx's nginx.conf: one space between words, blank lines collapsed, every comment kept", () => {
    const out = formatNginxConfig(NGINX_CONF);
    const lines = out.split('\n');
    expect(lines.slice(0, 3)).toEqual(['#user  nobody;', 'worker_processes 1;', '']);
    expect(lines).toContain('    include mime.types;');
    expect(lines).toContain('        error_page 500 502 503 504 /50x.html;');
    expect(lines).toContain('    #log_format  main  \'$remote_addr - $remote_user [$time_local] "$request" \'');
    expect(out).not.toMatch(/\n\n\n/);
    expect(out).not.toMatch(/\{\n\n|\n\n\s*\}/); // no blank line just inside braces
    const comments = (s: string) =>
      s
        .split('\n')
        .filter((l) => l.trim().startsWith('#'))
        .map((l) => l.trim());
    expect(comments(out)).toEqual(comments(NGINX_CONF));
    expect(words(out)).toEqual(words(NGINX_CONF));
  });

  it('formats documentation examples: strings, regex locations, ${var}, if (…), map, Lua blocks and same-line comments', () => {
    expect(formatNginxConfig(DOCS_EXAMPLES)).toBe(DOCS_EXAMPLES_FORMATTED);
  });

  it('is idempotent in every mode', () => {
    for (const spacing of NGINX_SPACING)
      for (const blankLines of NGINX_BLANK_LINES)
        for (const indent of [2, 4, 'tab'] as const)
          for (const conf of [NGINX_CONF, DOCS_EXAMPLES]) {
            const once = formatNginxConfig(conf, { spacing, blankLines, indent });
            expect(formatNginxConfig(once, { spacing, blankLines, indent })).toBe(once);
          }
  });

  it('indents with tabs or N spaces', () => {
    expect(formatNginxConfig('events{worker_connections 1024;}', { indent: 'tab' })).toBe('events {\n\tworker_connections 1024;\n}\n');
    expect(formatNginxConfig('a{b{c 1;}}', { indent: 2 })).toBe('a {\n  b {\n    c 1;\n  }\n}\n');
  });

  it('aligns values of consecutive directives with spacing "align"', () => {
    expect(formatNginxConfig('root html;\nindex index.html;\nserver_name localhost;\n\nlisten 80;', { spacing: 'align' })).toBe(
      'root        html;\nindex       index.html;\nserver_name localhost;\n\nlisten 80;\n',
    );
  });

  it('keeps, collapses or removes blank lines', () => {
    const conf = 'a 1;\n\n\n\nb 2;\nc {\n\n  d 3;\n\n}\n';
    expect(formatNginxConfig(conf, { blankLines: 'keep' })).toBe('a 1;\n\n\n\nb 2;\nc {\n\n    d 3;\n\n}\n');
    expect(formatNginxConfig(conf, { blankLines: 'collapse' })).toBe('a 1;\n\nb 2;\nc {\n    d 3;\n}\n');
    expect(formatNginxConfig(conf, { blankLines: 'remove' })).toBe('a 1;\nb 2;\nc {\n    d 3;\n}\n');
  });

  it('keeps comments after "{" and "}" and between arguments', () => {
    expect(formatNginxConfig('server { # main\nlisten 80;\n} # end')).toBe('server { # main\n    listen 80;\n} # end\n');
    expect(formatNginxConfig('add_header X-A 1 # why\n  always;')).toBe('add_header X-A 1 # why\n  always;\n');
  });

  it('reads words the way nginx does: # inside a word, escapes, quotes with escapes', () => {
    expect(formatNginxConfig('return 200 a#b;')).toBe('return 200 a#b;\n');
    expect(formatNginxConfig('rewrite ^/a\\ b$ /c;')).toBe('rewrite ^/a\\ b$ /c;\n');
    expect(formatNginxConfig("add_header X 'it\\'s {x}';")).toBe("add_header X 'it\\'s {x}';\n");
  });

  it('reports unbalanced braces, missing semicolons and unclosed strings with line and column', () => {
    const error = (conf: string) => {
      try {
        formatNginxConfig(conf);
      } catch (e) {
        expect(e).toBeInstanceOf(ToolInputError);
        const { message, line, column } = e as ToolInputError;
        return { message, line, column };
      }
      throw new Error('no error');
    };
    expect(error('http {\n  server {\n    listen 80;\n  }\n')).toEqual({
      message: 'Unexpected end of file: the block "http" opened at line 1 is not closed with "}".',
      line: 1,
      column: 1,
    });
    expect(error('events {}\n}')).toEqual({ message: 'Unexpected "}" at line 2, column 1: no block is open.', line: 2, column: 1 });
    expect(error('location / {\n  root html\n}')).toEqual({
      message: 'Unexpected "}" at line 3, column 1: "root html" needs a ";" before it.',
      line: 3,
      column: 1,
    });
    expect(error('listen 80')).toMatchObject({
      message: 'Unexpected end of file: the directive "listen" at line 1 needs a ";" or a block.',
    });
    expect(error('a 1;\n;')).toMatchObject({ line: 2, column: 1 });
    expect(error('{ a 1; }').message).toMatch(/^Unexpected "\{" at line 1, column 1/);
    expect(error('return 200 "ok;\n')).toMatchObject({
      message: 'The quoted string opened at line 1, column 12 is not closed with ".',
      line: 1,
      column: 12,
    });
    expect(error('return 200 "ok"x;')).toMatchObject({
      message: 'Unexpected "x" right after the quoted string at line 1, column 16: put a space before it.',
    });
    expect(error('content_by_lua_block {\n  ngx.say("}")\n')).toMatchObject({ line: 1, column: 22 });
  });

  it('gives empty output for blank input and rejects a bad indent', () => {
    expect(formatNginxConfig('  \n')).toBe('');
    expect(() => formatNginxConfig('a 1;', { indent: 0 })).toThrow(ToolInputError);
  });

  it('keeps the words of generated configurations and is idempotent (property)', () => {
    const word = fc.stringMatching(/^[a-z_$][a-z0-9_./:$-]{0,8}$/);
    const directive = fc.tuple(word, fc.array(word, { maxLength: 3 })).map(([n, a]) => `${[n, ...a].join(' ')};`);
    const conf = fc.letrec<{ block: string }>((tie) => ({
      block: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        directive,
        fc.tuple(word, fc.array(tie('block'), { maxLength: 4 })).map(([n, body]) => `${n} {${body.join('\n')}}`),
      ),
    })).block;
    fc.assert(
      fc.property(
        fc.array(conf, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...NGINX_SPACING),
        fc.constantFrom(...NGINX_BLANK_LINES),
        (parts, spacing, blankLines) => {
          const input = parts.join('\n\n');
          const out = formatNginxConfig(input, { spacing, blankLines });
          return JSON.stringify(words(out)) === JSON.stringify(words(input)) && formatNginxConfig(out, { spacing, blankLines }) === out;
        },
      ),
    );
  });

  it('has examples that are valid states and format without error', () => {
    expectExamplesMatchState(nginxFormatterTool, nginxFormatterState);
    for (const { state } of nginxFormatterTool.examples ?? []) {
      const { input, ...options } = nginxFormatterState.schema.parse(state);
      expect(formatNginxConfig(input, options)).not.toBe('');
    }
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => formatNginxConfig(s));
    fuzzToolFunction((s: string) => formatNginxConfig(`server {\n${s}\n}`, { spacing: 'keep', blankLines: 'keep' }));
  });
});
