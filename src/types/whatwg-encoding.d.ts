declare module "whatwg-encoding" {
  /** The WHATWG encoding name of a label (`"latin1"` → `"windows-1252"`), or null when unknown. */
  export function labelToName(label: string): string | null;
}
