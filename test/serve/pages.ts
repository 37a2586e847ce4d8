import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The bundled example article: title "Why Tide Pools Matter". */
export const ARTICLE = readFileSync(root("examples/article.html"));

/** An article page of a few paragraphs, `body` in its first paragraph, no charset declared. */
export function articlePage(title: string, body: string): string {
  const paragraph =
    "The committee met on a cold morning and talked for hours about the harbour, the boats " +
    "that use it every season, and the money the town would need to keep it dredged and safe.";
  return `<!doctype html><html><head><title>${title}</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>${title}</h1>
<p>${body} ${paragraph}</p>
<p>${paragraph} ${paragraph}</p>
<p>${paragraph}</p>
</article>
<footer>Copyright the town paper</footer></body></html>`;
}

/** Polls `condition` every 20 ms until it holds; fails after `ms` (generous: CI is loaded). */
export async function until(condition: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
