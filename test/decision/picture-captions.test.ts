import { describe, expect, it } from "vitest";
import { segmentHtml } from "../../src/blocks/segment-html.js";
import { withoutPictureCaptions } from "../../src/decision/picture-captions.js";

const body =
  "<p>The council voted on Tuesday to widen the bridge over the river before next summer's floods.</p>";
const page = segmentHtml(
  `<html><body><article>${body}` +
    `<figure><img src="a.jpg"><figcaption>The old bridge in 1952. <span>Photo: Getty</span></figcaption></figure>` +
    `<figure><blockquote><p>We will build it.</p></blockquote><figcaption>— the mayor</figcaption></figure>` +
    `<figure><pre>cargo build</pre><figcaption>Listing 9-3: Building</figcaption></figure>` +
    `<figure><video src="v.mp4"></video><figcaption><p>Flood footage</p></figcaption></figure>` +
    "</article></body></html>",
  512,
);
const all = () => Uint8Array.from(page.blocks, () => 1);
const texts = (kept: Uint8Array) =>
  page.blocks.filter((block) => kept[block.index] === 1).map((block) => block.text);

describe("withoutPictureCaptions", () => {
  it("leaves out the captions of figures with a picture or a video, not those of quotations or listings", () => {
    expect(texts(withoutPictureCaptions(page, all()))).toEqual([
      page.blocks[0]?.text,
      "We will build it.",
      "— the mayor",
      "cargo build",
      "Listing 9-3: Building",
    ]);
  });

  it("returns the selection itself when no caption is selected", () => {
    const bodyOnly = Uint8Array.from(page.blocks, (block) => (block.index === 0 ? 1 : 0));
    expect(withoutPictureCaptions(page, bodyOnly)).toBe(bodyOnly);
  });

  it("keeps the captions when nothing else would be left (a gallery)", () => {
    const gallery = segmentHtml(
      "<html><body><figure><img src='a.jpg'><figcaption>Sunrise over the harbour, Lisbon</figcaption></figure>" +
        "<figure><img src='b.jpg'><figcaption>Fishing boats at dawn</figcaption></figure></body></html>",
      512,
    );
    const selected = Uint8Array.from(gallery.blocks, () => 1);
    expect(withoutPictureCaptions(gallery, selected)).toBe(selected);
  });
});
