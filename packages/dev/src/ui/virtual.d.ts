declare module "virtual:openai-frame-script" {
  /** The testing kit's frame entry bundled as an IIFE, or null when the kit has none yet. */
  const code: string | null;
  export default code;
}
