/** schema.org properties whose value is the article's own text. */
const BODY_KEYS = new Set(["articleBody", "text", "reviewBody"]);
/** Objects nested deeper than this are ignored: real JSON-LD is shallow, hostile input need not be. */
const MAX_DEPTH = 32;

/**
 * The article text a page declares in its JSON-LD (`articleBody` and the like, anywhere in the
 * graph), joined. Scripts that are not valid JSON are skipped: pages get this wrong often.
 */
export function jsonLdBodyText(scripts: readonly string[]): string {
  const pieces: string[] = [];
  for (const script of scripts) {
    let json: unknown;
    try {
      json = JSON.parse(script);
    } catch {
      continue;
    }
    collectBodies(json, pieces);
  }
  return pieces.join("\n");
}

function collectBodies(root: unknown, pieces: string[]): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, depth } = item;
    if (value === null || typeof value !== "object" || depth > MAX_DEPTH) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (BODY_KEYS.has(key) && typeof child === "string") pieces.push(child);
      else stack.push({ value: child, depth: depth + 1 });
    }
  }
}

/** Adjacent word pairs ("a b"), the unit of overlap: single words match too easily. */
export function wordPairs(words: readonly string[]): string[] {
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i++) pairs.push(`${words[i - 1]} ${words[i]}`);
  return pairs;
}

/**
 * Share of a block's word pairs (its word, for one-word blocks) found in the declared article text.
 */
export function declaredTextOverlap(
  words: readonly string[],
  declared: ReadonlySet<string>,
): number {
  if (words.length === 0) return 0;
  const units = words.length === 1 ? words : wordPairs(words);
  let found = 0;
  for (const unit of units) if (declared.has(unit)) found++;
  return found / units.length;
}
