import type { ExtractResult } from "./result.js";

/**
 * A YAML front-matter block (`---` … `---`) with the page's title and metadata, as read-later
 * apps, static site generators and RAG loaders read it. Every value is written as a JSON string:
 * YAML 1.2 reads JSON, so quotes, colons, `#`, leading dashes and new lines in a title stay text.
 * Fields the page does not give are left out.
 */
export function frontmatter(result: Pick<ExtractResult, "title" | "metadata">): string {
  const { metadata } = result;
  const fields: [string, string | readonly string[] | null][] = [
    ["title", result.title || null],
    ["authors", metadata.authors],
    ["published", metadata.published],
    ["url", metadata.canonicalUrl],
    ["site_name", metadata.siteName],
    ["language", metadata.language],
    ["tags", metadata.tags],
  ];
  const lines = fields.flatMap(([name, value]) => yamlField(name, value));
  return ["---", ...lines, "---"].join("\n");
}

function yamlField(name: string, value: string | readonly string[] | null): string[] {
  if (value === null || value.length === 0) return [];
  if (typeof value === "string") return [`${name}: ${JSON.stringify(value)}`];
  return [`${name}:`, ...value.map((item) => `  - ${JSON.stringify(item)}`)];
}
