#!/usr/bin/env node
// The packages as someone else's app gets them (run by `npm test` after check-packages.mjs,
// which builds every package's dist):
//  1. `npm pack` every publishable package into a folder outside the workspace;
//  2. a fresh Vite + React app there installs the tarballs (and React, Lingui, Vite from the
//     registry or npm's cache) — no workspace link, no source condition;
//  3. plain Node, in that app, imports every entry point of every package (the ui root too);
//  4. the app is built with Vite and opened in Chromium: one tool of every family rendered with
//     HandyToolsProvider + ToolView, an input typed into each, its output checked; styles of the
//     kit and of a tool package applied; a JSON big enough for the worker path formatted by the
//     worker the consumer's bundler emitted; no console error, no failed request;
//  5. the JS a page loads to show Hash text or JSON prettify, beyond React + ReactDOM (gzip),
//     against the budget (Hash text ≤ 40 KiB).
// Usage: node tools/scripts/check-consumer.mjs [--keep]   (HT_CHROMIUM: the browser to use)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = new URL('../../', import.meta.url).pathname;
const HASH_TEXT_BUDGET_KIB = 40;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: undefined } });
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

const libs = readdirSync(join(root, 'libs')).filter((d) => !d.startsWith('.'));
const packages = libs.map((lib) => ({ lib, ...JSON.parse(readFileSync(join(root, 'libs', lib, 'package.json'), 'utf8')) }));
const work = mkdtempSync(join(tmpdir(), 'ht-consumer-'));
const failures = [];

// 1. Tarballs.
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);
for (const { lib } of packages) run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', tarballs], join(root, 'libs', lib));

// 2. A fresh app.
const app = join(work, 'app');
mkdirSync(join(app, 'src'), { recursive: true });
const deps = Object.fromEntries(packages.map((p) => [p.name, `file:../tarballs/${readdirSync(tarballs).find((f) => f.startsWith(`handy-tools-${p.lib}-`))}`]));
for (const name of ['react', 'react-dom', '@lingui/core', '@lingui/react']) deps[name] = `^${version(name)}`;
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'ht-consumer', private: true, type: 'module', dependencies: deps, devDependencies: { vite: `^${version('vite')}`, '@vitejs/plugin-react': `^${version('@vitejs/plugin-react')}` } }, null, 2),
);
writeFileSync(join(app, 'vite.config.js'), "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], build: { rollupOptions: { input: ['index.html', 'hash.html', 'json.html', 'react.html'] } } };\n");
// The cost of embedding one tool is measured on an app that embeds only it (and the React-only
// page it is compared with): built with the other families, the bundler would share chunks across
// pages, and the figure would move with the number of families instead of with the tool's code.
writeFileSync(
  join(app, 'vite.embed.config.js'),
  "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], base: '/embed/', build: { outDir: 'dist/embed', emptyOutDir: true, rollupOptions: { input: ['hash.html', 'json.html', 'react.html'] } } };\n",
);

// One tool of every family, found by its meta export.
const FAMILY_TOOLS = {
  'tool-code': 'sqlPrettifyTool',
  'tool-codegen': 'jsonToTsTool',
  'tool-codes': 'wifiQrcodeGeneratorTool',
  'tool-color': 'colorConverterTool',
  'tool-dev': 'chmodCalculatorTool',
  'tool-docker': 'dockerRunToDockerComposeConverterTool',
  'tool-email': 'xVrSpamcauseDecoderTool',
  'tool-encoding': 'base64StringConverterTool',
  'tool-formats': 'jsonToYamlConverterTool',
  'tool-hash': 'hashTextTool',
  'tool-image': 'imageToCssTool',
  'tool-ids': 'uuidGeneratorTool',
  'tool-json': 'jsonPrettifyTool',
  'tool-markdown': 'markdownToHtmlTool',
  'tool-math': 'mathEvaluatorTool',
  'tool-media': 'micTesterTool',
  'tool-memos': 'httpStatusCodesTool',
  'tool-network': 'ipv4SubnetCalculatorTool',
  'tool-online': 'myIpTool',
  'tool-pdf': 'pdfLinearizeTool',
  'tool-pgp': 'pgpKeyPairGeneratorTool',
  'tool-pki': 'ed25519KeyPairGeneratorTool',
  'tool-secrets': 'tokenGeneratorTool',
  'tool-text': 'caseConverterTool',
  'tool-time': 'weekNumberConverterTool',
  'tool-units': 'temperatureConverterTool',
  'tool-validators': 'luhnValidatorTool',
  'tool-web': 'urlParserTool',
  'tool-xml': 'xmlFormatterTool',
};
const families = libs.filter((l) => l.startsWith('tool-'));
for (const family of families) if (!FAMILY_TOOLS[family]) failures.push(`${family}: no tool chosen for the consumer test (add it to FAMILY_TOOLS)`);
const page = (title, script) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head><body><div id="root"></div><script type="module" src="/src/${script}"></script></body></html>\n`;
const embed = (imports, tools) => `import '@handy-tools/ui/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HandyToolsProvider, ToolView } from '@handy-tools/ui/embed';
${imports}
createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Someone else's app</h1>
      <HandyToolsProvider locale="en" theme="light" fallback={<p>Loading tools…</p>}>
        ${tools.map((t) => `<ToolView tool={${t}} />`).join('\n        ')}
      </HandyToolsProvider>
    </main>
  </StrictMode>,
);
`;
const chosen = families.filter((f) => FAMILY_TOOLS[f]);
writeFileSync(join(app, 'index.html'), page('All families', 'all.jsx'));
writeFileSync(join(app, 'src/all.jsx'), embed(chosen.map((f) => `import { ${FAMILY_TOOLS[f]} } from '@handy-tools/${f}';`).join('\n'), chosen.map((f) => FAMILY_TOOLS[f])));
writeFileSync(join(app, 'hash.html'), page('Hash text', 'hash.jsx'));
writeFileSync(join(app, 'src/hash.jsx'), embed("import { hashTextTool } from '@handy-tools/tool-hash';", ['hashTextTool']));
writeFileSync(join(app, 'json.html'), page('JSON prettify', 'json.jsx'));
writeFileSync(join(app, 'src/json.jsx'), embed("import { jsonPrettifyTool } from '@handy-tools/tool-json';", ['jsonPrettifyTool']));
writeFileSync(join(app, 'react.html'), page('React alone', 'react.jsx'));
writeFileSync(join(app, 'src/react.jsx'), "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Someone else's app</h1><p>ready</p></main>);\n");

try {
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
} catch (error) {
  console.error(`npm install of the tarballs failed:\n${error.stderr ?? error.message}`);
  process.exit(1);
}
console.log(`Consumer app: ${packages.length} tarballs installed into a fresh Vite + React app (${elapsed()})`);

// 3. Plain Node imports every entry point (the testing helpers need vitest and fast-check, optional peers).
const specifiers = packages.flatMap((p) => Object.keys(p.exports).filter((s) => s !== './testing' && !s.endsWith('.css')).map((s) => (s === '.' ? p.name : `${p.name}/${s.slice(2)}`)));
const nodeCheck = `
  const failed = [];
  for (const s of ${JSON.stringify(specifiers)}) {
    try { const m = await import(s); if (Object.keys(m).length === 0) failed.push(s + ': exports nothing'); } catch (e) { failed.push(s + ': ' + e.message.split('\\n')[0]); }
  }
  const json = await import('@handy-tools/tool-json');
  if (json.tools.find((t) => t.path === '/json-prettify') !== json.jsonPrettifyTool) failed.push('jsonPrettifyTool is not the /json-prettify meta');
  console.log(JSON.stringify(failed));`;
try {
  const failed = JSON.parse(run(process.execPath, ['--input-type=module', '-e', nodeCheck], app).trim().split('\n').pop());
  failures.push(...failed.map((f) => `plain Node: ${f}`));
  console.log(`Plain Node: ${specifiers.length - failed.length} of ${specifiers.length} entry points import from the installed tarballs`);
} catch (error) {
  failures.push(`plain Node import crashed:\n${error.stderr ?? error.message}`);
}

// 4. Build and open in Chromium.
try {
  run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], app);
  run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.embed.config.js', '--logLevel', 'error'], app);
} catch (error) {
  console.error(`The consumer's Vite build failed:\n${error.stderr ?? error.message}`);
  process.exit(1);
}
const workerFiles = readdirSync(join(app, 'dist/assets')).filter((f) => /worker/i.test(f));
console.log(`Consumer build: ${workerFiles.length} worker files emitted by the consumer's bundler (${elapsed()})`);

const port = 4390 + (process.pid % 500);
const server = spawn(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(port), '--strictPort'], { cwd: app, stdio: 'ignore' });
const base = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    /* not up yet */
  }
  if (i > 100) throw new Error('vite preview did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.HT_CHROMIUM || undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
/**
 * Opens a page; returns it with the gzip bytes of every JS response and the problems seen.
 *
 * @param path - the page's path.
 * @param measured - whether its JS is measured (an unreadable response body is then a problem).
 */
async function open(path, measured = false) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const seen = { js: 0, problems: [], pending: [], closing: false };
  tab.on('console', (m) => m.type() === 'error' && seen.problems.push(`console error: ${m.text()}`));
  tab.on('pageerror', (e) => seen.problems.push(`page error: ${e.message}`));
  tab.on('requestfailed', (r) => seen.problems.push(`request failed: ${r.url()}`));
  tab.on('response', (r) => {
    if (r.status() >= 400) seen.problems.push(`HTTP ${r.status()}: ${r.url()}`);
    if (/\.js(\?|$)/.test(r.url()))
      seen.pending.push(
        r.body().then(
          (body) => (seen.js += gzipSync(body).length),
          // Where the JS is measured, a body that cannot be read would be left out of the sum: a problem.
          // Elsewhere it is not (a terminated worker's script, or one still arriving when the page closes).
          (error) => {
            if (measured && !seen.closing) seen.problems.push(`response body of ${r.url()}: ${error.message.split('\n')[0]}`);
          },
        ),
      );
  });
  await tab.goto(base + path);
  return { tab, seen, context };
}
const kib = (bytes) => (bytes / 1024).toFixed(1);

try {
  const { tab, seen, context } = await open('/');
  const tool = (key) => tab.locator(`section[data-tool="${key}"]`);
  const steps = {
    'tool-hash': async () => {
      await tool('hash-text').getByLabel('Your text to hash').fill('abc');
      // FIPS 180-2 appendix B.1: SHA-256("abc").
      await tool('hash-text').getByRole('status', { name: 'SHA-256', exact: true }).filter({ hasText: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad' }).waitFor();
    },
    'tool-json': async () => {
      const input = tool('json-prettify').getByLabel('Input JSON');
      await input.fill('{"b":1,"a":[true,null]}');
      await expectValue(tool('json-prettify').getByRole('textbox', { name: 'Formatted JSON' }), (v) => v.startsWith('{\n  "b": 1,\n  "a": [\n    true,\n    null\n  ]\n}'));
      // Over the worker threshold (1 M characters): formatted in the worker the consumer's bundler emitted.
      const big = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ id: i, name: `item ${i}` })));
      await input.fill(big);
      await tool('json-prettify').getByText('Large output').waitFor({ timeout: 30_000 });
      await expectValue(tool('json-prettify').getByRole('textbox', { name: 'Formatted JSON' }), (v) => v.startsWith('[\n  {\n    "id": 0,\n    "name": "item 0"\n  },'));
    },
    'tool-codegen': async () => {
      await tool('json-to-ts').getByRole('textbox', { name: 'JSON sample', exact: true }).fill('{"id": 1, "name": "x"}');
      await expectValue(tool('json-to-ts').getByRole('textbox', { name: 'TypeScript', exact: true }), (v) => /id:\s+number;/.test(v) && /name:\s+string;/.test(v), 20_000);
    },
    'tool-encoding': async () => {
      await tool('base64-string-converter').getByLabel('Text to encode', { exact: true }).fill('foobar');
      await expectValue(tool('base64-string-converter').getByLabel('Base64 of the text', { exact: true }), (v) => v === 'Zm9vYmFy'); // RFC 4648 §10
    },
    'tool-formats': async () => {
      await tool('json-to-yaml-converter').getByRole('textbox', { name: 'JSON input' }).fill('{"national":["New York Mets"]}');
      await expectValue(tool('json-to-yaml-converter').getByRole('textbox', { name: 'YAML output' }), (v) => v === 'national:\n  - New York Mets\n');
    },
    'tool-ids': async () => {
      await expectValue(tool('uuid-generator').getByLabel('UUIDs', { exact: true }), (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/m.test(v));
    },
    'tool-memos': async () => {
      await tool('http-status-codes').getByRole('table', { name: '2xx Successful' }).getByRole('row', { name: /^200 OK/ }).waitFor();
    },
    'tool-network': async () => {
      await tool('ipv4-subnet-calculator').getByLabel('IPv4 address and mask').fill('192.168.0.1/24');
      await tool('ipv4-subnet-calculator').getByLabel('Network address', { exact: true }).filter({ hasText: /^192\.168\.0\.0$/ }).waitFor();
    },
    'tool-online': async () => {
      // A network tool renders and waits for the visitor: nothing is requested before Look up.
      await tool('my-ip').getByRole('status').filter({ hasText: 'Press Look up to ask ipify.' }).waitFor();
    },
    'tool-secrets': async () => {
      await expectValue(tool('token-generator').getByLabel('Token', { exact: true }), (v) => /^[A-Za-z0-9]{64}$/.test(v));
    },
    'tool-text': async () => {
      await tool('case-converter').getByLabel('Your text').fill('Test String');
      await expectValue(tool('case-converter').getByLabel('Snake case', { exact: true }), (v) => v === 'test_string');
    },
    'tool-math': async () => {
      // mathjs in the worker the consumer's bundler emitted: sqrt(3^2 + 4^2) = 5 (mathjs documentation).
      await tool('math-evaluator').getByRole('textbox', { name: 'Expressions' }).fill('sqrt(3^2 + 4^2)');
      await tool('math-evaluator').getByLabel('Last result', { exact: true }).filter({ hasText: /^5$/ }).waitFor({ timeout: 20_000 });
    },
    'tool-time': async () => {
      // ISO 8601-1 §4.1.4.4: 2021-01-03 is in the last week of 2020.
      await tool('week-number-converter').getByLabel('Date (YYYY-MM-DD)', { exact: true }).fill('2021-01-03');
      await expectValue(tool('week-number-converter').getByLabel('ISO week date (YYYY-Www-D)', { exact: true }), (v) => v === '2020-W53-7');
    },
    'tool-web': async () => {
      // WHATWG URL Standard §3.3: the host of an IDN is written in punycode.
      await tool('url-parser').getByLabel('URL to parse', { exact: true }).fill('https://bücher.example/a?x=1');
      await tool('url-parser').getByLabel('Host', { exact: true }).filter({ hasText: /^xn--bcher-kva\.example$/ }).waitFor();
    },
    'tool-email': async () => {
      // Stack Overflow question 41507130: the X-VR-SPAMCAUSE value asked about and its published decoding.
      await tool('x-vr-spamcause-decoder').getByRole('textbox', { name: 'X-VR-SPAMCAUSE header or value' }).fill('gggruggvucftvghtrhhoucdtuddrfeelgedrvdduucetufdoteggodetrfdotffvucfrrhhofhhilhgvmecuqfggjfenuceurghilhhouhhtmecufedttdenucgohfhorhgsihguuggvnhfjughrucdlhedttddm');
      await expectValue(tool('x-vr-spamcause-decoder').getByRole('textbox', { name: 'Decoded text', exact: true }), (v) => v === 'Vade Retro 01.394.21 AS+AV+AP+RT Profile: OVH; Bailout: 300; ^ForbiddenHdr (500)');
    },
    'tool-markdown': async () => {
      // marked + DOMPurify in the consumer's bundle: GFM strikethrough kept, the event handler removed.
      await tool('markdown-to-html').getByRole('textbox', { name: 'Markdown', exact: true }).fill('# Hi\n\n~~old~~ <img src=x onerror="alert(1)">');
      await expectValue(tool('markdown-to-html').getByRole('textbox', { name: 'HTML output', exact: true }), (v) => v.includes('<del>old</del>') && v.includes('Hi</h1>') && !v.includes('onerror'));
    },
    'tool-code': async () => {
      // sql-formatter's README example: keywords upper-cased, two-space indent.
      await tool('sql-prettify').getByRole('textbox', { name: 'SQL input' }).fill('select * from tbl');
      await expectValue(tool('sql-prettify').getByRole('textbox', { name: 'Formatted SQL' }), (v) => v === 'SELECT\n  *\nFROM\n  tbl');
    },
    'tool-dev': async () => {
      // POSIX chmod: 4755 is rwsr-xr-x.
      await tool('chmod-calculator').getByRole('textbox', { name: 'Permissions', exact: true }).fill('4755');
      await tool('chmod-calculator').getByLabel('Symbolic', { exact: true }).filter({ hasText: /^rwsr-xr-x$/ }).waitFor();
    },
    'tool-docker': async () => {
      // The postgres image's documented command (Docker Hub), as a Compose service.
      await tool('docker-run-to-docker-compose-converter').getByRole('textbox', { name: 'docker run commands' }).fill('docker run -d --name some-postgres -e POSTGRES_PASSWORD=secret -p 5432:5432 postgres:16');
      await expectValue(tool('docker-run-to-docker-compose-converter').getByRole('textbox', { name: 'Compose file', exact: true }), (v) => /image: postgres:16/.test(v) && /POSTGRES_PASSWORD/.test(v) && /5432:5432/.test(v));
    },
    'tool-xml': async () => {
      await tool('xml-formatter').getByRole('textbox', { name: 'Input XML' }).fill('<a x="1"><b>text</b><c/></a>');
      await expectValue(tool('xml-formatter').getByRole('textbox', { name: 'Formatted XML' }), (v) => v.trimEnd() === '<a x="1">\n  <b>text</b>\n  <c/>\n</a>');
    },
    'tool-color': async () => {
      // CSS Color 4 §19: rebeccapurple is #663399, rgb(102 51 153).
      await tool('color-converter').getByRole('textbox', { name: 'Hex', exact: true }).fill('#663399');
      await expectValue(tool('color-converter').getByRole('textbox', { name: 'RGB', exact: true }), (v) => v === 'rgb(102 51 153)');
      await expectValue(tool('color-converter').getByRole('textbox', { name: 'CSS name', exact: true }), (v) => v === 'rebeccapurple');
    },
    'tool-image': async () => {
      // svgo in the worker the consumer's bundler emitted: the comment and the empty group go, #ff0000 becomes red.
      await tool('image-to-css').getByRole('group', { name: 'Source' }).getByRole('button', { name: 'SVG code' }).click();
      await tool('image-to-css').getByRole('textbox', { name: 'SVG code', exact: true }).fill('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><!-- note --><g></g><rect width="8" height="8" fill="#ff0000"/></svg>');
      await expectValue(
        tool('image-to-css').getByRole('textbox', { name: 'Data URI', exact: true }),
        (v) => v.startsWith('data:image/svg+xml,') && !v.includes('note') && !v.includes('%3Cg') && v.includes("fill='red'"),
        20_000,
      );
    },
    'tool-media': async () => {
      // A microphone tool renders and waits for a click: nothing is asked of the browser before it.
      await tool('mic-tester').getByRole('button', { name: 'Start microphone' }).waitFor();
    },
    'tool-pki': async () => {
      // WebCrypto in the worker the consumer's bundler emitted; RFC 8709 §4: "ssh-ed25519" then a 32-byte key.
      await expectValue(tool('ed25519-key-pair-generator').getByRole('textbox', { name: 'Public key', exact: true }), (v) => /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43}/.test(v), 20_000);
    },
    'tool-pgp': async () => {
      // OpenPGP.js in its worker: a Curve25519 key pair for the user ID typed.
      await tool('pgp-key-pair-generator').getByRole('textbox', { name: 'Name', exact: true }).fill('Alice Example');
      await tool('pgp-key-pair-generator').getByRole('textbox', { name: 'E-mail', exact: true }).fill('alice@example.com');
      await expectValue(tool('pgp-key-pair-generator').getByRole('textbox', { name: 'Public key', exact: true }), (v) => v.startsWith('-----BEGIN PGP PUBLIC KEY BLOCK-----'), 20_000);
    },
    'tool-pdf': async () => {
      // qpdf's WebAssembly, as the consumer's bundler emitted it, linearizes a one-page PDF.
      await tool('pdf-linearize').locator('input[type=file]').setInputFiles(join(root, 'libs/tool-pdf/src/pdf-encrypt/fixtures/sample.pdf'));
      await tool('pdf-linearize').getByRole('status', { name: 'Output', exact: true }).filter({ hasText: /^linearized, no errors$/ }).waitFor({ timeout: 30_000 });
    },
    'tool-codes': async () => {
      // ZXing's Wi-Fi format: ";" in the SSID escaped with a backslash.
      await tool('wifi-qrcode-generator').getByRole('textbox', { name: 'Network name (SSID)' }).fill('Home; 5 GHz');
      await tool('wifi-qrcode-generator').getByLabel('Password', { exact: true }).fill('correct horse battery staple');
      await expectValue(tool('wifi-qrcode-generator').getByRole('textbox', { name: 'Wi-Fi QR code text' }), (v) => v.startsWith('WIFI:') && v.includes('S:Home\\; 5 GHz;'));
    },
    'tool-validators': async () => {
      // Stripe's published American Express test card.
      await tool('luhn-validator').getByLabel('Number', { exact: true }).fill('378282246310005');
      await tool('luhn-validator').getByLabel('Card scheme (by IIN)', { exact: true }).filter({ hasText: /^American Express$/ }).waitFor();
    },
    'tool-units': async () => {
      await tool('temperature-converter').getByRole('textbox', { name: 'Celsius (°C)', exact: true }).fill('100');
      await expectValue(tool('temperature-converter').getByRole('textbox', { name: 'Kelvin (K)', exact: true }), (v) => v === '373.15');
    },
  };
  async function expectValue(locator, ok, timeout = 10_000) {
    const end = Date.now() + timeout;
    let value;
    while (Date.now() < end) {
      value = await locator.inputValue().catch(() => undefined);
      if (value !== undefined && ok(value)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`unexpected value: ${JSON.stringify(value?.slice(0, 200))}`);
  }
  await tab.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 15_000 });
  for (const family of chosen) {
    try {
      await steps[family]();
    } catch (error) {
      failures.push(`consumer page, ${family} (${FAMILY_TOOLS[family]}): ${error.message.split('\n')[0]}`);
    }
  }
  // Styles: the kit's stylesheet (tokens, scoped base, widgets) and a tool package's own CSS.
  const styles = await tab.evaluate(() => {
    const hash = document.querySelector('section[data-tool="hash-text"]');
    const textarea = hash.querySelector('textarea');
    return {
      font: getComputedStyle(document.querySelector('.ht-root')).fontFamily,
      border: getComputedStyle(textarea).borderTopColor,
      digestList: getComputedStyle(hash.querySelector('dl')).display,
    };
  });
  if (!styles.font.includes('system-ui')) failures.push(`consumer page: the kit's base style is missing (font-family ${styles.font})`);
  if (styles.border !== 'rgb(212, 217, 225)') failures.push(`consumer page: the kit's widget style is missing (textarea border ${styles.border}, want --ht-border)`);
  if (styles.digestList !== 'grid') failures.push(`consumer page: tool-hash's own CSS is missing (digest list display ${styles.digestList})`);
  await Promise.all(seen.pending);
  seen.closing = true;
  failures.push(...seen.problems.map((p) => `consumer page: ${p}`));
  await context.close();
  console.log(`Consumer page: ${chosen.length} families' tools rendered and used in Chromium (${elapsed()})`);

  // 5. What embedding one tool costs.
  const cost = {};
  for (const [name, path, ready] of [
    ['react', '/embed/react.html', (t) => t.getByText('ready').waitFor()],
    ['hash', '/embed/hash.html', (t) => t.getByRole('status', { name: 'SHA-256', exact: true }).waitFor()],
    ['json', '/embed/json.html', (t) => t.getByRole('textbox', { name: 'Formatted JSON' }).waitFor()],
  ]) {
    const opened = await open(path, true);
    await ready(opened.tab);
    await opened.tab.waitForLoadState('networkidle');
    await Promise.all(opened.seen.pending);
    cost[name] = opened.seen.js;
    opened.seen.closing = true;
    failures.push(...opened.seen.problems.map((p) => `${path}: ${p}`));
    await opened.context.close();
  }
  const hash = cost.hash - cost.react;
  const json = cost.json - cost.react;
  console.log(`JS to embed one tool, gzip, beyond React + ReactDOM (${kib(cost.react)} KiB): Hash text ${kib(hash)} KiB (budget ${HASH_TEXT_BUDGET_KIB}), JSON prettify ${kib(json)} KiB`);
  if (hash > HASH_TEXT_BUDGET_KIB * 1024) failures.push(`embedding Hash text costs ${kib(hash)} KiB gzip of JS beyond React (budget ${HASH_TEXT_BUDGET_KIB} KiB)`);
} finally {
  await browser.close();
  server.kill();
  if (!process.argv.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.log(`Kept ${work}`);
}

if (failures.length > 0) {
  console.error(`\nConsumer checks failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Consumer checks: OK (${elapsed()})`);
