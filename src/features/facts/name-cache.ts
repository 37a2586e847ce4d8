/** Entries a cache holds before it starts over: tag names and structural names fit many times. */
const DEFAULT_CAPACITY = 4096;

/**
 * Values made once per key and then handed out again, bounded so that pages full of made-up tags
 * or words cannot grow it without limit: when full it starts over, and the common keys come
 * straight back.
 */
export class BoundedMemo<T> {
  private readonly values = new Map<string, T>();

  constructor(
    private readonly make: (key: string) => T,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  get(key: string): T {
    let value = this.values.get(key);
    if (value === undefined) {
      if (this.values.size >= this.capacity) this.values.clear();
      value = this.make(key);
      this.values.set(key, value);
    }
    return value;
  }
}

/**
 * Feature names made of a fixed prefix and a variable part (`parent=` + `div`), each built once
 * and then handed out as the same string object. Rows look every name up in a hash map, and a
 * string keeps its hash once computed: a name reused across blocks and pages is then neither
 * concatenated, nor flattened, nor hashed again for every block that has it.
 */
export class NameCache {
  private readonly names: BoundedMemo<string>;

  constructor(readonly prefix: string) {
    this.names = new BoundedMemo((suffix) => prefix + suffix);
  }

  /** `prefix + suffix`. */
  name(suffix: string): string {
    return this.names.get(suffix);
  }
}
