import { defineTool } from '@handy-tools/ui/kit';

export const jsUnobfuscatorTool = defineTool({
  path: '/js-unobfuscator',
  name: 'JavaScript deobfuscator',
  description: 'Deobfuscate, unminify and unpack JavaScript bundles, in a worker you can stop.',
  keywords: [
    'js',
    'javascript',
    'unobfuscator',
    'deobfuscator',
    'obfuscator.io',
    'unminify',
    'unpack',
    'webpack',
    'browserify',
    'bundle',
    'jsx',
    'webcrack',
    'reverse engineering',
  ],
  icon: 'IconLockOpen',
  component: () => import('./JsUnobfuscatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['webcrack', 'sval', 'fflate'],
  bundleBudget: {
    kb: 420,
    reason: 'webcrack bundles Babel (parser, traverse, generator) and the Sval interpreter: ~380 KB gzip, loaded in the worker only',
  },
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    {
      label: 'obfuscator.io string array',
      state: {
        input:
          "function _0x5c1e(){var a=['Hello\\x20World!','log'];_0x5c1e=function(){return a;};return _0x5c1e();}function _0x2f9a(i,j){var s=_0x5c1e();return _0x2f9a=function(k,l){k=k-0x1ab;var v=s[k];return v;},_0x2f9a(i,j);}function hi(){var _0x4d=_0x2f9a;console[_0x4d(0x1ac)](_0x4d(0x1ab));}hi();",
      },
    },
    {
      label: 'webpack 5 bundle',
      state: {
        input:
          '(()=>{var r={1:(e,t,n)=>{const o=n(2);console.log(o.greet("web"))},2:(e,t,n)=>{"use strict";n.r(t),n.d(t,{greet:()=>o});const o=e=>"Hello, "+e+"!"}},t={};function n(e){var o=t[e];if(void 0!==o)return o.exports;var s=t[e]={exports:{}};return r[e](s,s.exports,n),s.exports}n.d=(e,t)=>{for(var r in t)n.o(t,r)&&!n.o(e,r)&&Object.defineProperty(e,r,{enumerable:!0,get:t[r]})},n.o=(e,t)=>Object.prototype.hasOwnProperty.call(e,t),n.r=e=>{"undefined"!=typeof Symbol&&Symbol.toStringTag&&Object.defineProperty(e,Symbol.toStringTag,{value:"Module"}),Object.defineProperty(e,"__esModule",{value:!0})};n(1)})();',
      },
    },
    {
      label: 'Minified React',
      state: {
        input:
          'function App(e){return React.createElement("ul",{className:"list"},e.items.map(t=>React.createElement("li",{key:t.id},t.name)),!e.items.length&&React.createElement("p",null,"Nothing yet"))}',
        mangle: true,
      },
    },
  ],
});
