import type { ErrorObject } from 'ajv';

/** The Compose Specification schema's validator, compiled ahead of time by Ajv (see scripts/build-schema.mjs). */
export declare const validate: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
export default validate;
