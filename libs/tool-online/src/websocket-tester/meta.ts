import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. Nothing connects until the visitor presses Connect. */
export const websocketTesterTool = defineTool({
  path: '/websocket-tester',
  name: 'WebSocket tester',
  description: 'Connect to a WebSocket server, send text or JSON messages and follow a timestamped log of the exchange.',
  keywords: ['websocket', 'tester', 'ws', 'wss', 'socket', 'rfc 6455', 'client', 'subprotocol', 'close code', 'realtime'],
  icon: 'IconPlugConnected',
  component: () => import('./WebsocketTesterTool.js'),
  createdAt: '2026-11-28',
  network: ['*'],
  npmPackages: [],
  examples: [
    { label: 'Echo server, text', state: { url: 'wss://echo.websocket.org', message: 'Hello, WebSocket!', format: 'text' } },
    { label: 'JSON subscribe message', state: { url: 'wss://ws.example.com/feed', protocols: 'json', message: '{\n  "type": "subscribe",\n  "channel": "prices"\n}', format: 'json' } },
  ],
});
