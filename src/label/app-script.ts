import { BLOCK_LABELS } from "../view/block-labels.js";
import { SHORTCUTS } from "./shortcuts.js";

/**
 * The labelling app's browser script (served as /app.js). The page is shown in a sandboxed frame
 * that runs nothing; this script paints the labels on the frame's blocks and listens to its mouse
 * and keys. Every change is sent at once (PUT, in order), so the dataset on disk always holds what
 * the screen shows.
 */
export function appScript(): string {
  return `const LABELS = ${JSON.stringify(BLOCK_LABELS)};
const SHORTCUTS = ${JSON.stringify(SHORTCUTS)};
const ACTIONS = new Map(SHORTCUTS.flatMap((shortcut) => shortcut.keys.map((key) => [key, shortcut.action])));
const frame = document.getElementById("frame");
const list = document.getElementById("pages");
const status = document.getElementById("status");
const state = { pages: [], current: -1, labels: [], probabilities: [], brush: "body", cursor: -1, anchor: -1, drag: null };
let saving = Promise.resolve();

const api = async (path, options) => {
  const response = await fetch(path, options);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? response.statusText);
  return body;
};
const blockOf = (target) => {
  const element = target instanceof frame.contentWindow.Element ? target.closest("[data-block]") : null;
  return element === null ? -1 : Number(element.getAttribute("data-block"));
};
const range = (from, to) => {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
};

function showCounter(done, total) {
  document.getElementById("counter").textContent = "done " + done + " / " + total;
}

// The site model's estimate on the saved pages, refreshed as the server recomputes it.
const estimate = document.getElementById("estimate");
const showEstimate = async () => {
  try {
    const answer = await api("/api/estimate");
    const busy = answer.state === "running" || answer.state === "waiting";
    estimate.textContent = (busy ? "estimating… " : "") + answer.text;
  } catch {}
};
setInterval(showEstimate, 4000);

function showPages() {
  list.replaceChildren(...state.pages.map((page, index) => {
    const item = document.createElement("li");
    item.textContent = page.id;
    item.title = page.error ?? "confidence " + page.confidence.toFixed(3);
    item.classList.toggle("current", index === state.current);
    item.classList.toggle("done", page.done);
    item.classList.toggle("failed", page.error !== undefined);
    if (page.error === undefined) item.addEventListener("click", () => openPage(index));
    return item;
  }));
}

function showBrush() {
  for (const button of document.querySelectorAll(".brush"))
    button.classList.toggle("active", button.dataset.label === state.brush);
}

function paint() {
  const doc = frame.contentDocument;
  if (doc === null) return;
  const selecting = state.drag === null ? new Set() : new Set(range(state.drag.from, state.drag.to));
  const cursor = state.cursor < 0 ? new Set() : new Set(range(state.anchor, state.cursor));
  for (const element of doc.querySelectorAll("[data-block]")) {
    const index = Number(element.getAttribute("data-block"));
    for (const label of LABELS) element.classList.toggle("pith-" + label, state.labels[index] === label);
    element.classList.toggle("pith-selecting", selecting.has(index));
    element.classList.toggle("pith-cursor", cursor.has(index));
  }
}

function save() {
  const page = state.pages[state.current];
  const labels = state.labels.slice();
  saving = saving.then(async () => {
    const answer = await api("/api/pages/" + encodeURIComponent(page.id) + "/labels", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ labels }),
    });
    page.done = true;
    showCounter(answer.done, answer.total);
    showPages();
    status.textContent = "saved " + page.id;
  }).catch((error) => {
    status.textContent = "NOT SAVED: " + error.message;
  });
  return saving;
}

function label(blocks, name) {
  for (const index of blocks) state.labels[index] = name;
  paint();
  return save();
}

function moveCursor(step, extend) {
  const last = state.labels.length - 1;
  const next = Math.max(0, Math.min(last, (state.cursor < 0 ? (step > 0 ? -1 : last + 1) : state.cursor) + step));
  state.cursor = next;
  if (!extend) state.anchor = next;
  paint();
  frame.contentDocument.querySelector('[data-block="' + next + '"]')?.scrollIntoView({ block: "nearest" });
}

async function openPage(index) {
  state.current = index;
  const page = state.pages[index];
  const info = await api("/api/pages/" + encodeURIComponent(page.id));
  Object.assign(state, { labels: info.labels, probabilities: info.probabilities, cursor: -1, anchor: -1, drag: null });
  document.getElementById("confidence").textContent = "confidence " + page.confidence.toFixed(3);
  await new Promise((resolve) => {
    frame.addEventListener("load", resolve, { once: true });
    frame.src = "/pages/" + encodeURIComponent(page.id);
  });
  listenTo(frame.contentDocument);
  paint();
  showPages();
  status.textContent = page.id + (info.saved ? ": saved labels" : ": the model's labels");
}

function nextPage(step) {
  const count = state.pages.length;
  for (let i = 1; i <= count; i++) {
    const index = (state.current + step * i + count) % count;
    const page = state.pages[index];
    if (page.error === undefined && (step < 0 || !page.done || i === count)) return openPage(index);
  }
}

async function act(action, shift) {
  if (action.startsWith("label:")) {
    state.brush = action.slice(6);
    showBrush();
    if (state.cursor >= 0) await label(range(state.anchor, state.cursor), state.brush);
  } else if (action === "leave-cursor") {
    state.cursor = state.anchor = -1;
    paint();
  } else if (action === "next-block") moveCursor(1, shift);
  else if (action === "previous-block") moveCursor(-1, shift);
  else if (action === "next-page") {
    await save();
    await nextPage(1);
  } else if (action === "previous-page") await nextPage(-1);
  else if (action === "help") document.getElementById("help").hidden ^= true;
}

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || state.current < 0) return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const action = ACTIONS.get(event.key) ?? ACTIONS.get(key);
  if (action === undefined) return;
  event.preventDefault();
  act(action, event.shiftKey);
}

function listenTo(doc) {
  doc.addEventListener("keydown", onKey);
  doc.addEventListener("mousedown", (event) => {
    const block = blockOf(event.target);
    if (block < 0) return;
    event.preventDefault();
    state.drag = { from: block, to: block };
    paint();
  });
  doc.addEventListener("mouseover", (event) => {
    const block = blockOf(event.target);
    if (block < 0) return;
    status.textContent = "block " + block + ": " + state.labels[block] + " · model P(content) " + state.probabilities[block].toFixed(3);
    if (state.drag === null) return;
    state.drag.to = block;
    paint();
  });
  doc.addEventListener("mouseup", () => {
    if (state.drag === null) return;
    const blocks = range(state.drag.from, state.drag.to);
    // The mouse labels with the brush; the keys' cursor leaves, so the next label key picks a brush.
    state.cursor = state.anchor = -1;
    state.drag = null;
    label(blocks, state.brush);
  });
}

document.addEventListener("keydown", onKey);
for (const button of document.querySelectorAll(".brush"))
  button.addEventListener("click", () => {
    state.brush = button.dataset.label;
    showBrush();
  });
const listing = await api("/api/pages");
state.pages = listing.pages;
showCounter(listing.done, listing.total);
showBrush();
const first = state.pages.findIndex((page) => page.error === undefined && !page.done);
const start = first >= 0 ? first : state.pages.findIndex((page) => page.error === undefined);
if (start >= 0) await openPage(start);
else status.textContent = "no page to label in this directory";
`;
}
