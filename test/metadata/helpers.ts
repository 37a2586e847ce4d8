import {
  extractMetadata,
  metadataSources,
  type PageMetadata,
} from "../../src/metadata/metadata.js";
import { parseHtml } from "../../src/parse/parse.js";

export function metadataOf(html: string, baseUrl?: string): PageMetadata {
  return extractMetadata(metadataSources(parseHtml(html, 512), baseUrl));
}

export const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
