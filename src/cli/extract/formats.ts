/** `pith extract --format` values. */
export const FORMATS = ["text", "markdown", "html", "json", "jsonl", "parquet"] as const;
export type Format = (typeof FORMATS)[number];

/** Formats written as text to standard output or `--out`; Parquet is binary, written to a file. */
export type StreamFormat = Exclude<Format, "parquet">;

/** Formats that show each page as a document of its own rather than as a JSON record. */
export type DocumentFormat = Extract<Format, "text" | "markdown" | "html">;

/** Formats `formatResult` renders from `ExtractResult.html`. */
export type HtmlBasedFormat = Extract<DocumentFormat, "markdown" | "html">;

/** File name ending of each document format's files under `--out-dir`. */
export const FILE_EXTENSIONS: Readonly<Record<DocumentFormat, string>> = {
  text: ".txt",
  markdown: ".md",
  html: ".html",
};

export function isDocumentFormat(format: Format): format is DocumentFormat {
  return format === "text" || isHtmlBased(format);
}

export function isHtmlBased(format: Format): format is HtmlBasedFormat {
  return format === "markdown" || format === "html";
}

/** A document ends with one newline, as text files do; an empty one stays empty. */
export function withFinalNewline(document: string): string {
  return document === "" || document.endsWith("\n") ? document : `${document}\n`;
}
