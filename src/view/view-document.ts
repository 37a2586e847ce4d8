import { createHash } from "node:crypto";
import render from "dom-serializer";
import { type AnyNode, Text } from "domhandler";
import { element } from "../output/document.js";
import { HOVER_SCRIPT } from "./hover-script.js";
import type { PageInspection } from "./inspect.js";
import { markClasses, marksCss } from "./marks-style.js";
import { markedPage } from "./page-markup.js";
import { panelNodes, unexplainedNote } from "./panel.js";

/** Width of the side panel, in px: rem would follow the page's own root font size. */
const PANEL_WIDTH = "352px";

/**
 * The view's style in the document: room for the panel beside the page, and the two hosts of the
 * view's own parts (the panel, the hover card) pinned in place whatever the page's style says
 * (ids beat the page's element and class rules, !important beats its plain ones).
 */
const HOST_CSS = `#pith-page{margin-right:calc(${PANEL_WIDTH} + 16px)!important}
#pith-panel,#pith-hover-host{all:initial!important;display:block!important;position:fixed!important;
z-index:2147483647!important;visibility:visible!important;opacity:1!important;transform:none!important}
#pith-panel{top:0!important;right:0!important;bottom:0!important;width:${PANEL_WIDTH}!important}
#pith-hover-host{top:0!important;left:0!important;width:0!important;height:0!important}`;

/**
 * The panel's and the hover card's own style, inside their shadow roots: the page's style sheets
 * cannot reach in (issue 58: a page's heading rules made the panel's title huge), and `all:initial`
 * on the host stops the page's inherited fonts and colours at the border.
 */
const SHADOW_CSS = `:host{all:initial}
.pith-box{box-sizing:border-box;font:13px/1.45 system-ui,sans-serif;color:#1d1d1f;background:#fbfbfd;
text-align:left;letter-spacing:normal;word-spacing:normal;text-transform:none}
.pith-panel{height:100%;overflow:auto;padding:0 16px;border-left:1px solid #ccc}
h2,h3,h4{font-weight:600;margin:.9em 0 .3em;line-height:1.25}h2{font-size:16px}h3{font-size:15px}h4{font-size:13px}
p{margin:.4em 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.1em .8em;margin:0}
dd{margin:0;overflow-wrap:anywhere}dt{color:#555}
ol,ul{padding-left:1.2em;margin:.3em 0}
.pith-legend{list-style:none;padding:0}
.pith-swatch{display:inline-block;width:.9em;height:.9em;vertical-align:-.1em;border-radius:2px}
.pith-note{color:#8a4b00}
#pith-hover{position:fixed;max-width:416px;padding:8px 11px;border:1px solid #999;border-radius:4px;
box-shadow:0 2px 8px rgba(0,0,0,.25);pointer-events:none}
#pith-hover[hidden]{display:none}#pith-hover ol{margin:.2em 0;padding-left:1.4em}
.pith-up{color:#0a7d3b}.pith-down{color:#b00020}
li{font-family:ui-monospace,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
.pith-legend li{font:inherit}`;

/** `children` inside an open shadow root of `host`, declared in the HTML (no script needed). */
function shadowHost(
  name: string,
  attributes: Record<string, string>,
  children: AnyNode[],
): AnyNode {
  return element(name, attributes, [
    element("template", { shadowrootmode: "open" }, [
      element("style", {}, [new Text(SHADOW_CSS)]),
      ...children,
    ]),
  ]);
}

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
        element("style", {}, [new Text(`${marksCss()}\n${HOST_CSS}`)]),
      ]),
      element("body", {}, [
        element("div", { id: "pith-page" }, marked.body),
        shadowHost("aside", { id: "pith-panel" }, [
          element("div", { class: "pith-box pith-panel" }, panelNodes(inspection)),
        ]),
        shadowHost("div", { id: "pith-hover-host" }, [
          element("div", { id: "pith-hover", class: "pith-box", hidden: "" }),
        ]),
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
