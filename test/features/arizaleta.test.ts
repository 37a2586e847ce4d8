import { describe, expect, it } from "vitest";
import { TAG_WINDOW } from "../../src/features/families/arizaleta.js";
import { logScale } from "../../src/features/scale.js";
import { featuresOf, featuresOfBlock } from "./helpers.js";

const ARIZALETA = ["arizaleta"];

describe("arizaleta windows", () => {
  it("names the tags of the blocks five before to five after, `none` past the page ends", () => {
    const [, middle] = featuresOf("<h1>Title</h1><p>Para one.</p><div>menu</div>", ARIZALETA);
    expect(middle.get("arizaleta:tag[-1]=h1")).toBe(1);
    expect(middle.get("arizaleta:tag[0]=p")).toBe(1);
    expect(middle.get("arizaleta:tag[+1]=div")).toBe(1);
    expect(middle.get("arizaleta:tag[-2]=none")).toBe(1);
    expect(middle.get(`arizaleta:tag[+${TAG_WINDOW}]=none`)).toBe(1);
    expect([...middle.keys()].filter((name) => name.startsWith("arizaleta:tag[")).length).toBe(
      2 * TAG_WINDOW + 1,
    );
  });

  it("gives log-scaled text lengths and end punctuation of the blocks three before to three after", () => {
    const [, middle] = featuresOf("<h1>Title</h1><p>Para one.</p><div>menu</div>", ARIZALETA);
    expect(middle.get("arizaleta:length[0]")).toBeCloseTo(logScale("Para one.".length, 1000));
    expect(middle.get("arizaleta:length[-1]")).toBeCloseTo(logScale("Title".length, 1000));
    expect(middle.get("arizaleta:end-punctuation[0]")).toBe(1);
    expect(middle.has("arizaleta:end-punctuation[-1]")).toBe(false);
    expect(middle.has("arizaleta:length[-2]")).toBe(false);
  });

  it("measures tails: text that follows a child element, as in ElementTree", () => {
    const features = featuresOfBlock(
      "<p>Start <b>bold</b> tail words</p>",
      ARIZALETA,
      "Start bold tail words",
    );
    expect(features.get("arizaleta:tail-length[0]")).toBeCloseTo(
      logScale("tail words".length, 1000),
    );
    expect(
      featuresOfBlock("<p>No children here</p>", ARIZALETA, "No children here").has(
        "arizaleta:tail-length[0]",
      ),
    ).toBe(false);
  });
});

describe("arizaleta upper case", () => {
  it("gives the share of upper-case letters and flags more than 70 %", () => {
    const features = featuresOfBlock("<h2>BREAKING NEWS now</h2>", ARIZALETA, "BREAKING NEWS now");
    expect(features.get("arizaleta:upper-ratio")).toBeCloseTo(12 / 15);
    expect(features.get("arizaleta:upper-case")).toBe(1);
    const german = featuresOfBlock("<p>Ökonomie ÜBER alles</p>", ARIZALETA, "Ökonomie ÜBER alles");
    expect(german.get("arizaleta:upper-ratio")).toBeCloseTo(5 / 17);
    expect(german.has("arizaleta:upper-case")).toBe(false);
  });
});
