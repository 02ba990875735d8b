import { describe, expect, it } from 'vitest';
import { ANY_HOST_TOOL_PATHS, NETWORK_TOOL_HOSTS } from '../../csp.config';
import { allTools } from './registry';

describe('network tools and the CSP', () => {
  it('connect-src lists exactly the hosts that network tools declare', () => {
    const declared = [...new Set(allTools.flatMap((tool) => (tool.network ?? []).filter((host) => host !== '*')))].sort();
    expect([...NETWORK_TOOL_HOSTS].sort()).toEqual(declared);
  });

  it('the pages whose connect-src allows any host are exactly those of the tools declaring "*"', () => {
    const anyHost = allTools.filter((tool) => tool.network?.includes('*')).map((tool) => tool.path);
    expect([...ANY_HOST_TOOL_PATHS].sort()).toEqual(anyHost.sort());
  });

  it('hosts are bare host names (the policy adds https://)', () => {
    for (const host of NETWORK_TOOL_HOSTS) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
