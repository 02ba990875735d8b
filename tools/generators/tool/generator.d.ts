import type { Tree } from '@nx/devkit';

/** Options of the tool generator (see schema.json). */
export interface ToolGeneratorOptions {
  /** The tool's English name, e.g. "Roman numeral converter". */
  name: string;
  /** One-line English description (required: users read it on the home page). */
  description: string;
  /** The family package, without the `tool-` prefix, e.g. `math`; default: the catalogue's. */
  family?: string;
  /** The side-menu category the tool is listed under; default: the catalogue's categories. */
  category?: string;
  /** The route without `/`; default: the name in kebab case. */
  route?: string;
}

/** Scaffolds a tool folder in a family package and registers it with the shell. */
declare function toolGenerator(tree: Tree, options: ToolGeneratorOptions): Promise<() => void>;
export default toolGenerator;
/** The value in kebab case (`Roman numeral` → `roman-numeral`). */
export declare function kebab(value: string): string;
