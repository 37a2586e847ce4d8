import render from "dom-serializer";
import { type AnyNode, Text } from "domhandler";
import { element } from "../output/document.js";
import { BLOCK_LABELS } from "../view/block-labels.js";
import { LABEL_COLOURS } from "../view/marks-style.js";
import { SHORTCUTS } from "./shortcuts.js";

/** The app page's policy: its own script and style only, the frame and the API on its origin. */
export const APP_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; frame-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";

/** The app's style sheet, with each label's colour on its brush. */
export function appCss(): string {
  const swatches = BLOCK_LABELS.map(
    (label) => `.brush[data-label="${label}"] .swatch{background:${LABEL_COLOURS[label]}}`,
  ).join("\n");
  return `${APP_BASE_CSS}\n${swatches}`;
}

const APP_BASE_CSS = `*{box-sizing:border-box}
body{margin:0;height:100vh;display:grid;grid-template:auto 1fr/16rem 1fr;font:14px/1.4 system-ui,sans-serif;color:#1d1d1f}
header{grid-column:1/3;display:flex;gap:1.2rem;align-items:center;padding:.4rem .8rem;background:#f3f3f6;border-bottom:1px solid #ccc}
header h1{font-size:1rem;margin:0}
#pages{overflow:auto;margin:0;padding:.4rem 0;border-right:1px solid #ccc;list-style:none}
#pages li{padding:.15rem .8rem;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#pages li.current{background:#dde8ff}#pages li.done::before{content:"✓ ";color:#0a7d3b}
#pages li.failed{color:#999;cursor:default}
main{display:grid;grid-template-rows:1fr auto;min-height:0}
iframe{width:100%;height:100%;border:0}
#help{margin:0;padding:.4rem .8rem;border-top:1px solid #ccc;background:#fafafa;columns:3;font-size:13px}
#help[hidden]{display:none}
kbd{border:1px solid #aaa;border-radius:3px;padding:0 .3em;background:#fff;font:12px ui-monospace,monospace}
.brush{border:2px solid transparent;border-radius:4px;padding:.1rem .5rem;background:#fff;cursor:pointer;font:inherit}
.brush.active{border-color:#000;font-weight:600}
.swatch{display:inline-block;width:.8em;height:.8em;margin-right:.3em;border-radius:2px}
#status{margin-left:auto;color:#555}#estimate{color:#555;font-size:12px;max-width:28rem}`;

/** The app's page: header (counter, brushes, status), page list, the page's frame, the help. */
export function appPage(): string {
  const html = element("html", { lang: "en" }, [
    element("head", {}, [
      element("meta", { charset: "utf-8" }),
      element("title", {}, [new Text("pith label")]),
      element("link", { rel: "stylesheet", href: "/app.css" }),
    ]),
    element("body", {}, [
      element("header", {}, [
        element("h1", {}, [new Text("pith label")]),
        element("span", { id: "counter" }, [new Text("done 0 / 0")]),
        element("span", { id: "confidence" }),
        element("span", {}, BLOCK_LABELS.map(brushButton)),
        element("span", { id: "status" }, [new Text("loading…")]),
        element("span", { id: "estimate", title: "the site model these labels would make" }),
      ]),
      element("ul", { id: "pages" }),
      element("main", {}, [
        element("iframe", { id: "frame", title: "page", sandbox: "allow-same-origin" }),
        element("ul", { id: "help" }, [
          element("li", {}, [
            new Text(
              "click a block: give it the active label; drag: every block from there to here",
            ),
          ]),
          ...SHORTCUTS.map(helpLine),
        ]),
      ]),
      element("script", { type: "module", src: "/app.js" }),
    ]),
  ]);
  return `<!DOCTYPE html>\n${render(html, { encodeEntities: "utf8" })}\n`;
}

function brushButton(label: string): AnyNode {
  const keys = SHORTCUTS.find((shortcut) => shortcut.action === `label:${label}`)?.keys ?? [];
  return element(
    "button",
    { class: "brush", "data-label": label, title: `keys ${keys.join(", ")}` },
    [element("span", { class: "swatch" }), new Text(label)],
  );
}

function helpLine(shortcut: (typeof SHORTCUTS)[number]): AnyNode {
  const keys = shortcut.keys.flatMap((key, i) => [
    ...(i === 0 ? [] : [new Text(" ")]),
    element("kbd", {}, [new Text(key)]),
  ]);
  return element("li", {}, [...keys, new Text(` ${shortcut.help}`)]);
}
