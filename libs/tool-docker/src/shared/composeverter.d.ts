declare module 'composeverter' {
  /** Output settings of composeverter's migrations. */
  interface ComposeverterConfiguration {
    expandVolumes?: boolean;
    expandPorts?: boolean;
    indent?: number;
  }
  interface Composeverter {
    migrateFromV1ToV2x(content: string, configuration?: ComposeverterConfiguration): string;
    migrateFromV2xToV3x(content: string, configuration?: ComposeverterConfiguration): string;
    migrateFromV3xToV2x(content: string, configuration?: ComposeverterConfiguration): string;
    migrateToCommonSpec(content: string, configuration?: ComposeverterConfiguration): string;
  }
  const composeverter: Composeverter;
  export default composeverter;
}
