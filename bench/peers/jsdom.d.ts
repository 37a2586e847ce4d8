/** The slice of jsdom's API the race uses (jsdom ships no types and @types/jsdom is not installed). */
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: { readonly document: Document; close(): void };
  }
}
