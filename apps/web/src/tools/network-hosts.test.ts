import { describe, expect, it } from 'vitest';
import { NETWORK_TOOL_HOSTS } from '../../csp.config';
import { allTools } from './registry';

describe('network tools and the CSP', () => {
  it('connect-src lists exactly the hosts that network tools declare', () => {
    const declared = [...new Set(allTools.flatMap((tool) => tool.network ?? []))].sort();
    expect([...NETWORK_TOOL_HOSTS].sort()).toEqual(declared);
  });
});
