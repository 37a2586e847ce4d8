/** Entries a cache holds before it starts over: tag names and structural names fit many times. */
const DEFAULT_CAPACITY = 4096;

/**
 * Feature names made of a fixed prefix and a variable part (`tag[-2]=` + `div`), each built once
 * and then handed out as the same string object. Rows look every name up in a hash map, and a
 * string keeps its hash once computed: a name reused across blocks and pages is then neither
 * concatenated, nor flattened, nor hashed again — that was most of the cost of writing features.
 * Bounded, so pages full of made-up tags or words cannot grow it without limit: when full it
 * starts over, and the common names come straight back.
 */
export class NameCache {
  private readonly names = new Map<string, string>();

  constructor(
    readonly prefix: string,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** `prefix + suffix`. */
  name(suffix: string): string {
    let name = this.names.get(suffix);
    if (name === undefined) {
      if (this.names.size >= this.capacity) this.names.clear();
      name = this.prefix + suffix;
      this.names.set(suffix, name);
    }
    return name;
  }
}
