import { describe, expect, it } from "vitest";
import type { GoldRecord } from "../../src/eval/dataset.js";
import { repairUtf16Mojibake } from "../../src/eval/dataset.js";
import { projectGold } from "../../src/eval/projection/project.js";
import { segmentPage } from "../../src/extract/extract.js";

function record(fields: Partial<GoldRecord>): GoldRecord {
  return {
    id: "1",
    page: "p",
    url: null,
    site: null,
    title: null,
    text: "",
    comments: null,
    segments: null,
    ...fields,
  };
}

const html = `<html><head><title>Big News | Site</title></head><body>
  <ul><li><a href="/">Home</a></li><li><a href="/n">News</a></li></ul>
  <h1>Big News Today</h1>
  <p>The council met on Monday &amp; agreed the budget.</p>
  <p>Residents said it was “long overdue”.</p>
  <div class="share">Share this</div>
  <div class="comment">Great news, finally!</div>
  <p>© 2024 Site</p>
</body></html>`;

describe("gold projection onto blocks", () => {
  const { page } = segmentPage(html);
  const texts = page.blocks.map((block) => block.text);
  const classOf = (text: string, classes: readonly string[]) => classes[texts.indexOf(text)];

  it("labels the blocks whose words the gold contains, robust to entities and quotes", () => {
    const gold = record({
      title: "Big News Today",
      text: 'Big News Today\nThe council met on Monday & agreed the budget.\nResidents said it was "long overdue".',
      comments: "Great news, finally!",
    });
    const { labelled, quality } = projectGold(page, gold, { id: "t/1", source: "site" });
    const classes = labelled.classes ?? [];
    expect(classOf("Big News Today", classes)).toBe("title");
    expect(classOf("The council met on Monday & agreed the budget.", classes)).toBe("body");
    expect(classOf("Residents said it was “long overdue”.", classes)).toBe("body");
    expect(classOf("Great news, finally!", classes)).toBe("comment");
    expect(classOf("Home", classes)).toBe("noise");
    expect(classOf("Share this", classes)).toBe("noise");
    expect([...labelled.labels].reduce((sum, label) => sum + label, 0)).toBe(3);
    expect(quality).toMatchObject({ coverage: 1, purity: 1, usable: true });
    expect(labelled.source).toBe("site");
  });

  it("uses labelled segments: CleanEval headings, L3S related parts as noise", () => {
    const gold = record({
      text: "Big News Today\nThe council met on Monday & agreed the budget.",
      segments: [
        { type: "heading", text: "Big News Today" },
        { type: "paragraph", text: "The council met on Monday & agreed the budget." },
        { type: "related", text: "Share this" },
      ],
    });
    const classes = projectGold(page, gold, { id: "t/2", source: "s" }).labelled.classes ?? [];
    expect(classOf("Big News Today", classes)).toBe("heading");
    expect(classOf("Share this", classes)).toBe("noise");
  });

  it("reports a projection that misses most of the gold as unusable", () => {
    const gold = record({ text: "Zebra quantum marmalade turbine, glacier and violin." });
    const { quality } = projectGold(page, gold, { id: "t/3", source: "s" });
    expect(quality.coverage).toBe(0);
    expect(quality.usable).toBe(false);
  });

  it("marks an empty gold as unusable rather than perfect", () => {
    expect(projectGold(page, record({ text: "" }), { id: "t/4", source: "s" }).quality.usable).toBe(
      false,
    );
  });
});

describe("gold repair", () => {
  it("decodes UTF-16LE text that was read as Latin-1", () => {
    const mojibake = `\u00ff\u00fe${Buffer.from("Hi there", "utf16le").toString("latin1")}`;
    expect(repairUtf16Mojibake(mojibake)).toBe("Hi there");
    expect(repairUtf16Mojibake("plain text")).toBe("plain text");
  });
});
