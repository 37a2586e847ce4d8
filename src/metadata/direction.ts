import type { Document, Element } from "domhandler";
import { RTL_LANGUAGES } from "../vocabulary/rtl-languages.js";

export type TextDirection = "ltr" | "rtl";

/**
 * The page's text direction: the `dir` its `<html>` or `<body>` declares, else the direction
 * `language` (a BCP 47 tag, declared or detected) is written in; null when neither tells.
 */
export function textDirection(document: Document, language: string | null): TextDirection | null {
  const html = childElement(document.children, "html");
  const body = html === undefined ? undefined : childElement(html.children, "body");
  for (const element of [html, body]) {
    const declared = element?.attribs.dir?.trim().toLowerCase();
    if (declared === "rtl" || declared === "ltr") return declared;
  }
  if (language === null) return null;
  const [primary] = language.toLowerCase().split("-");
  // A script subtag overrides the language's usual one: Azerbaijani in Arabic script, `az-Arab`.
  if (/-arab(?:-|$)|-hebr(?:-|$)/i.test(language)) return "rtl";
  return RTL_LANGUAGES.has(primary) ? "rtl" : "ltr";
}

function childElement(nodes: Document["children"], name: string): Element | undefined {
  return nodes.find((node): node is Element => node.type === "tag" && node.name === name);
}
