import { option43GeneratorTool } from './option43-generator/meta.js';
import { macAddressLookupTool } from './mac-address-lookup/meta.js';
import { macAddressGeneratorTool } from './mac-address-generator/meta.js';
import { macAddressConverterTool } from './mac-address-converter/meta.js';
import { integersToIpTool } from './integers-to-ip/meta.js';
import { ipIncludeExcludeTool } from './ip-include-exclude/meta.js';
import { ipRangeToCidrTool } from './ip-range-to-cidr/meta.js';
import { ipCidrToRangeTool } from './ip-cidr-to-range/meta.js';
import { cidrInCidrTool } from './cidr-in-cidr/meta.js';
import { ipv6UlaGeneratorTool } from './ipv6-ula-generator/meta.js';
import { ipv6SubnetCalculatorTool } from './ipv6-subnet-calculator/meta.js';
import { ipv6AddressConverterTool } from './ipv6-address-converter/meta.js';
import { ipv4RangeExpanderTool } from './ipv4-range-expander/meta.js';
import { ipv4AddressConverterTool } from './ipv4-address-converter/meta.js';
import type { Tool } from '@handy-tools/ui/kit';
import { ipv4SubnetCalculator } from './ipv4-subnet-calculator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [ipv4SubnetCalculator, ipv4AddressConverterTool, ipv4RangeExpanderTool, ipv6AddressConverterTool, ipv6SubnetCalculatorTool, ipv6UlaGeneratorTool, cidrInCidrTool, ipCidrToRangeTool, ipRangeToCidrTool, ipIncludeExcludeTool, integersToIpTool, macAddressConverterTool, macAddressGeneratorTool, macAddressLookupTool, option43GeneratorTool];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { ipv4SubnetCalculator as ipv4SubnetCalculatorTool, ipv4AddressConverterTool, ipv4RangeExpanderTool, ipv6AddressConverterTool, ipv6SubnetCalculatorTool, ipv6UlaGeneratorTool, cidrInCidrTool, ipCidrToRangeTool, ipRangeToCidrTool, ipIncludeExcludeTool, integersToIpTool, macAddressConverterTool, macAddressGeneratorTool, macAddressLookupTool, option43GeneratorTool };

export * from './ipv4-subnet-calculator/ipv4-subnet-calculator.js';
export * from './shared/ipv4.js';
export * from './ipv4-address-converter/ipv4-address-converter.js';
export * from './ipv4-range-expander/ipv4-range-expander.js';
export * from './ipv6-address-converter/ipv6-address-converter.js';
export * from './ipv6-subnet-calculator/ipv6-subnet-calculator.js';
export * from './ipv6-ula-generator/ipv6-ula-generator.js';
export * from './cidr-in-cidr/cidr-in-cidr.js';
export * from './ip-cidr-to-range/ip-cidr-to-range.js';
export * from './ip-range-to-cidr/ip-range-to-cidr.js';
export * from './ip-include-exclude/ip-include-exclude.js';
export * from './integers-to-ip/integers-to-ip.js';
export * from './mac-address-converter/mac-address-converter.js';
export * from './mac-address-generator/mac-address-generator.js';
export * from './mac-address-lookup/mac-address-lookup.js';
export * from './option43-generator/option43-generator.js';
