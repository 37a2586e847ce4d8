import { createHash } from "node:crypto";
import render from "dom-serializer";
import { Text } from "domhandler";
import { element } from "../output/document.js";
import { HOVER_SCRIPT } from "./hover-script.js";
import type { PageInspection } from "./inspect.js";
import { markClasses, marksCss } from "./marks-style.js";
import { markedPage } from "./page-markup.js";
import { panelNodes, unexplainedNote } from "./panel.js";

/** Width of the side panel; the page is laid out in what is left. */
const PANEL_WIDTH = "22rem";

/** The view's own look: the panel and the hover card, above whatever the page's style says. */
const VIEW_CSS = `#pith-page{margin-right:calc(${PANEL_WIDTH} + 1rem)!important}
#pith-panel,#pith-hover{all:initial;position:fixed;z-index:2147483647;box-sizing:border-box;
font:13px/1.45 system-ui,sans-serif;color:#1d1d1f;background:#fbfbfd;overflow:auto}
#pith-panel{top:0;right:0;bottom:0;width:${PANEL_WIDTH};padding:0 1rem;border-left:1px solid #ccc}
#pith-panel h2,#pith-panel h3,#pith-panel h4{font-weight:600;margin:.9em 0 .3em}
#pith-panel dl{display:grid;grid-template-columns:auto 1fr;gap:.1em .8em;margin:0}
#pith-panel dd{margin:0;overflow-wrap:anywhere}#pith-panel dt{color:#555}
#pith-panel ol,#pith-panel ul{padding-left:1.2em;margin:.3em 0}
.pith-legend{list-style:none;padding:0!important}
.pith-swatch{display:inline-block;width:.9em;height:.9em;vertical-align:-.1em;border-radius:2px}
.pith-note{color:#8a4b00}
#pith-hover{max-width:26rem;padding:.5rem .7rem;border:1px solid #999;border-radius:4px;
box-shadow:0 2px 8px rgba(0,0,0,.25);pointer-events:none}
#pith-hover[hidden]{display:none}#pith-hover ol{margin:.2em 0;padding-left:1.4em}
#pith-hover .pith-up{color:#0a7d3b}#pith-hover .pith-down{color:#b00020}
#pith-hover li{font-family:ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}`;

/**
 * The Content-Security-Policy of the view: nothing may load (no network at all: pictures are
 * placeholders, links inert), inline styles may apply, and the one script that may run is the
 * view's own, by its hash.
 */
export function viewContentSecurityPolicy(script: string): string {
  const hash = createHash("sha256").update(script).digest("base64");
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`;
}

/**
 * The self-contained HTML file `pith view` writes: the page laid out with its own (inert) style,
 * every block outlined and coloured by label and certainty, a side panel, and a hover card.
 */
export function viewDocument(inspection: PageInspection): string {
  const { blocks, result } = inspection;
  const marked = markedPage(inspection.page, (index) => {
    const block = blocks[index];
    const contentish = block.label === "title" || block.label === "body";
    const certainty = contentish ? block.probability : 1 - block.probability;
    return { "data-block": String(index), class: markClasses(block.label, certainty) };
  });
  const data = {
    unexplained: unexplainedNote(result.model),
    blocks: blocks.map((block) => [
      block.label,
      block.probability,
      block.commentProbability ?? null,
      block.explanation?.contributions.map(({ feature, contribution }) => [
        feature,
        contribution,
      ]) ?? null,
    ]),
  };
  const { language, dir } = result.metadata;
  const html = element(
    "html",
    { ...(language === null ? {} : { lang: language }), ...(dir === "rtl" ? { dir } : {}) },
    [
      element("head", {}, [
        element("meta", { charset: "utf-8" }),
        element("meta", {
          "http-equiv": "Content-Security-Policy",
          content: viewContentSecurityPolicy(HOVER_SCRIPT),
        }),
        element("title", {}, [new Text(`pith view: ${result.title}`)]),
        element("style", {}, [new Text(marked.css)]),
        element("style", {}, [new Text(`${marksCss()}\n${VIEW_CSS}`)]),
      ]),
      element("body", {}, [
        element("div", { id: "pith-page" }, marked.body),
        element("aside", { id: "pith-panel" }, panelNodes(inspection)),
        element("div", { id: "pith-hover", hidden: "" }),
        element("script", { type: "application/json", id: "pith-data" }, [
          // "<" escaped: the data (the page's words in feature names) cannot close the element.
          new Text(JSON.stringify(data).replaceAll("<", "\\u003c")),
        ]),
        element("script", {}, [new Text(HOVER_SCRIPT)]),
      ]),
    ],
  );
  return `<!DOCTYPE html>\n${render(html, { encodeEntities: "utf8" })}\n`;
}
