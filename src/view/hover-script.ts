/**
 * The view's only script (allowed by its hash in the document's Content-Security-Policy): on
 * hover, a block's parts get a thicker outline and a card shows its label, probabilities and the
 * features that weighed most, read from the JSON data block. Text goes in through textContent
 * only: feature names hold the page's own words.
 */
export const HOVER_SCRIPT = `(() => {
  // The panel and the card live in shadow roots the HTML declares; a browser that does not read
  // declarative shadow roots gets them attached here.
  const shadowOf = (id) => {
    const host = document.getElementById(id);
    if (host.shadowRoot) return host.shadowRoot;
    const template = host.querySelector("template");
    const root = host.attachShadow({ mode: "open" });
    root.append(template.content);
    template.remove();
    return root;
  };
  shadowOf("pith-panel");
  const data = JSON.parse(document.getElementById("pith-data").textContent);
  const card = shadowOf("pith-hover-host").getElementById("pith-hover");
  // The first screen shows the content: the page opens on its first title or body block.
  const first = document.querySelector(".pith-title, .pith-body");
  if (first && first.getBoundingClientRect().top > window.innerHeight * 0.6)
    first.scrollIntoView({ block: "start" });
  let shown = -1;
  const parts = (index) => document.querySelectorAll('[data-block="' + index + '"]');
  const line = (tag, text, className) => {
    const node = document.createElement(tag);
    node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const describe = (index) => {
    const [label, probability, comment, features] = data.blocks[index];
    const nodes = [line("strong", "block " + index + ": " + label)];
    nodes.push(line("div", "P(content) " + probability.toFixed(3) +
      (comment === null ? "" : " · P(comment) " + comment.toFixed(3))));
    if (features === null) nodes.push(line("div", data.unexplained, "pith-note"));
    else {
      const list = document.createElement("ol");
      for (const [feature, contribution] of features)
        list.append(line("li", (contribution > 0 ? "+" : "") + contribution.toFixed(2) + "  " + feature,
          contribution > 0 ? "pith-up" : "pith-down"));
      nodes.push(line("div", "features that weighed most (log-odds of content):"), list);
    }
    card.replaceChildren(...nodes);
  };
  document.addEventListener("mouseover", (event) => {
    const target = event.target instanceof Element ? event.target.closest("[data-block]") : null;
    const index = target === null ? -1 : Number(target.getAttribute("data-block"));
    if (index === shown) return;
    if (shown >= 0) for (const part of parts(shown)) part.classList.remove("pith-hovered");
    shown = index;
    card.hidden = index < 0;
    if (index < 0) return;
    for (const part of parts(index)) part.classList.add("pith-hovered");
    describe(index);
  });
  document.addEventListener("mousemove", (event) => {
    const right = event.clientX + 16 + card.offsetWidth > window.innerWidth;
    const below = event.clientY + 16 + card.offsetHeight > window.innerHeight;
    card.style.left = (right ? event.clientX - 16 - card.offsetWidth : event.clientX + 16) + "px";
    card.style.top = (below ? event.clientY - 16 - card.offsetHeight : event.clientY + 16) + "px";
  });
})();`;
