import type { ChildNode, Document, Element } from "domhandler";
import { appendChild, findAll, prepend, removeElement } from "domutils";

/**
 * Declarative shadow DOM (`<template shadowrootmode="open">`, and Chrome's earlier `shadowroot`
 * attribute): browsers show the template's content as its host's shadow root, with the host's
 * other children placed at the root's `<slot>`s (by their `slot` attribute; the rest at the
 * unnamed slot) and hidden where no slot takes them; any other `<template>` stays inert. Pages of
 * web components rendered on the server (Lit, Stencil) put text there. Each host's children become
 * that composed tree, so segmentation reads what the browser shows, in its order. Innermost hosts
 * first, so a slot receives children already composed. Returns how many roots were opened.
 */
export function openDeclarativeShadowRoots(document: Document): number {
  const roots = findAll(isShadowRootTemplate, document.children);
  // findAll lists parents before their descendants: reversed, inner roots compose first.
  for (const template of roots.reverse()) compose(template);
  return roots.length;
}

function isShadowRootTemplate(element: Element): boolean {
  return (
    element.name === "template" &&
    ("shadowrootmode" in element.attribs || "shadowroot" in element.attribs) &&
    element.parent !== null &&
    element.parent.type === "tag"
  );
}

function compose(template: Element): void {
  const host = template.parent as Element;
  const light = host.children.filter((child) => child !== template);
  const slots = findAll((element) => element.name === "slot", template.children);
  const assigned = new Set<ChildNode>();
  for (const slot of slots) {
    const name = slot.attribs.name ?? "";
    const nodes = light.filter((node) => !assigned.has(node) && slotNameOf(node) === name);
    for (const node of nodes) assigned.add(node);
    // An empty slot shows its own children (fallback content).
    for (const node of nodes) prepend(slot, node);
    if (nodes.length > 0) removeElement(slot);
    else unwrap(slot);
  }
  // Light children no slot takes are not shown.
  for (const node of light) if (!assigned.has(node)) removeElement(node);
  for (const child of [...template.children]) appendChild(host, child);
  removeElement(template);
}

/** The slot a light child goes to: its `slot` attribute; text and unnamed elements go to "". */
function slotNameOf(node: ChildNode): string {
  return node.type === "tag" ? ((node as Element).attribs.slot ?? "") : "";
}

function unwrap(element: Element): void {
  for (const child of [...element.children]) prepend(element, child);
  removeElement(element);
}
