declare module "whatwg-mimetype" {
  /** A MIME type parsed as the WHATWG MIME Sniffing standard does. */
  export default class MIMEType {
    /** The parsed type, or null when `input` is not a MIME type. */
    static parse(input: string): MIMEType | null;
    /** `type/subtype`, lower-cased, without parameters. */
    readonly essence: string;
    readonly parameters: ReadonlyMap<string, string>;
  }
}
