import { type AnyNode, type Document, type Element, isComment, isTag } from "domhandler";
import { prepend, removeElement } from "domutils";
import { DomWalk } from "./dom-walk.js";

/**
 * React's streaming server rendering (Next.js and most React sites since 2022) sends the page's
 * slow parts last, each inside `<div hidden id="S:n">` at the end of the body, with a small script
 * that moves it into place: `$RC("B:n","S:n")` replaces the fallback of the Suspense boundary
 * marked by `<template id="B:n">`; `$RS("S:n","P:n")` replaces the placeholder
 * `<template id="P:n">`. Without scripts the main text of such pages stays hidden, so do what the
 * scripts do. A segment whose destination cannot be found is shown where it is. Returns whether
 * any segment was revealed.
 */
export function revealStreamedSegments(document: Document, html: string): boolean {
  const elements = streamingElements(document);
  let revealed = false;
  for (const [segmentId, destinationId] of segmentDestinations(html, elements)) {
    const segment = elements.get(segmentId);
    if (segment === undefined || !("hidden" in segment.attribs)) continue;
    revealed = true;
    const destination = elements.get(destinationId);
    if (destination === undefined || destination.name !== "template") {
      delete segment.attribs.hidden;
      continue;
    }
    const before = destinationId.startsWith("B:")
      ? clearBoundaryFallback(destination)
      : destination;
    while (segment.children.length > 0) prepend(before, segment.children[0]);
    removeElement(segment);
    if (destination.parent !== null) removeElement(destination);
  }
  return revealed;
}

/** Streaming ids (`S:`, `B:`, `P:` then a number) of the document's elements. */
function streamingElements(document: Document): Map<string, Element> {
  const found = new Map<string, Element>();
  const walk = new DomWalk(document);
  for (let node = walk.next(); node !== undefined; node = walk.next()) {
    if (walk.exit || !isTag(node)) continue;
    const id = node.attribs.id;
    if (id !== undefined && STREAMING_ID.test(id)) found.set(id, node);
    walk.descend(node);
  }
  return found;
}

const STREAMING_ID = /^[SBP]:\d+$/;
const INSTRUCTION = /\$RC\("(B:\d+)","(S:\d+)"|\$RS\("(S:\d+)","(P:\d+)"/g;

/**
 * Segment id → the id of the template it replaces, in the order the page's scripts would move
 * them; segments no script names pair with the boundary or placeholder of the same number.
 */
function segmentDestinations(html: string, elements: Map<string, Element>): Map<string, string> {
  const destinations = new Map<string, string>();
  if (html.includes("$R")) {
    for (const match of html.matchAll(INSTRUCTION)) {
      if (match[1] !== undefined) destinations.set(match[2], match[1]);
      else destinations.set(match[3], match[4]);
    }
  }
  for (const id of elements.keys()) {
    if (!id.startsWith("S:") || destinations.has(id)) continue;
    const number = id.slice(2);
    destinations.set(id, elements.has(`B:${number}`) ? `B:${number}` : `P:${number}`);
  }
  return destinations;
}

/**
 * Removes a Suspense boundary's fallback: the nodes after its `<!--$?-->` start marker up to the
 * matching `<!--/$-->`. Returns the node the content goes before: the end marker, or the template
 * itself (fallback kept) when the markers are missing.
 */
function clearBoundaryFallback(template: Element): AnyNode {
  const start = template.prev;
  if (start === null || !isComment(start) || !start.data.startsWith("$")) return template;
  const end = boundaryEnd(start);
  if (end === null) return template;
  for (let node = start.next; node !== null && node !== end; ) {
    const next = node.next;
    if (node !== template) removeElement(node);
    node = next;
  }
  return end;
}

/** The `<!--/$-->` sibling closing the boundary that `start` opens (boundaries nest). */
function boundaryEnd(start: AnyNode): AnyNode | null {
  let depth = 0;
  for (let node = start.next; node !== null; node = node.next) {
    if (!isComment(node)) continue;
    if (node.data === "/$") {
      if (depth === 0) return node;
      depth--;
    } else if (node.data === "$" || node.data === "$?" || node.data === "$!") depth++;
  }
  return null;
}
