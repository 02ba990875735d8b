import type { Tool } from '@handy-tools/ui/kit';
import { mongoObjectidConverter } from './mongo-objectid-converter/meta.js';
import { nanoidGenerator } from './nanoid-generator/meta.js';
import { snowflakeIdExtractor } from './snowflake-id-extractor/meta.js';
import { ulidGenerator } from './ulid-generator/meta.js';
import { uuidConverter } from './uuid-converter/meta.js';
import { uuidGenerator } from './uuid-generator/meta.js';

/** The tools of this family, in the order the shell lists them. */
export const tools: Tool[] = [uuidGenerator, ulidGenerator, nanoidGenerator, mongoObjectidConverter, snowflakeIdExtractor, uuidConverter];

/** Each tool's meta by name (`<route in camelCase>Tool`), e.g. to render with `ToolView` from `@handy-tools/ui/embed`. */
export { mongoObjectidConverter as mongoObjectidConverterTool, nanoidGenerator as nanoidGeneratorTool, snowflakeIdExtractor as snowflakeIdExtractorTool, ulidGenerator as ulidGeneratorTool, uuidConverter as uuidConverterTool, uuidGenerator as uuidGeneratorTool };

export * from './uuid-generator/uuid-generator.js';
export * from './ulid-generator/ulid-generator.js';
export * from './nanoid-generator/nanoid-generator.js';
export * from './mongo-objectid-converter/mongo-objectid-converter.js';
export * from './snowflake-id-extractor/snowflake-id-extractor.js';
export * from './uuid-converter/uuid-converter.js';
