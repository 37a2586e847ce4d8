import render from "dom-serializer";
import { Text } from "domhandler";
import { element } from "../output/document.js";
import type { PageInspection } from "../view/inspect.js";
import { marksCss } from "../view/marks-style.js";
import { markedPage } from "../view/page-markup.js";

/**
 * The frame's policy: nothing loads and nothing runs. The app's own script (in the parent page)
 * paints the labels and listens to the frame, which the sandbox lets it do as the same origin.
 */
export const FRAME_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** The cursor, the block range being dragged over, and no text selection while dragging. */
const FRAME_CSS = `html{user-select:none}
.pith-cursor{outline:3px solid #000!important;outline-offset:2px}
.pith-selecting{outline:3px dotted #005fcc!important}`;

/**
 * A page as the labelling app's frame shows it: sanitised and laid out as `pith view` shows it,
 * every block marked with `data-block` and drawn at one middle shade (the app paints the labels).
 */
export function labelFrameDocument(inspection: PageInspection): string {
  const marked = markedPage(inspection.page, (index) => ({
    "data-block": String(index),
    class: "pith-block pith-c2",
  }));
  const html = element("html", {}, [
    element("head", {}, [
      element("meta", { charset: "utf-8" }),
      element("meta", {
        "http-equiv": "Content-Security-Policy",
        content: FRAME_CONTENT_SECURITY_POLICY,
      }),
      element("style", {}, [new Text(marked.css)]),
      element("style", {}, [new Text(`${marksCss()}\n${FRAME_CSS}`)]),
    ]),
    element("body", {}, marked.body),
  ]);
  return `<!DOCTYPE html>\n${render(html, { encodeEntities: "utf8" })}\n`;
}
