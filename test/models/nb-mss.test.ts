import { describe, expect, it } from "vitest";
import type { LabelledPage } from "../../src/blocks/labelled-page.js";
import { segmentPage } from "../../src/extract/extract.js";
import {
  adaptNbMss,
  importanceWeights,
  mostConfidentPerSource,
  windowedConfidence,
} from "../../src/models/nb-mss/adaptation.js";
import { TokenNaiveBayes } from "../../src/models/nb-mss/naive-bayes.js";
import { nbMssLearner } from "../../src/models/nb-mss/nb-mss-learner.js";
import {
  type NbMssJSON,
  nbMssFromJSON,
  nbMssModel,
  preparePage,
} from "../../src/models/nb-mss/nb-mss-model.js";
import { tokenStream, trigramAt } from "../../src/models/nb-mss/token-stream.js";
import { seededRandom } from "../../src/util/random.js";
import { sentence, syntheticPage } from "./synthetic-pages.js";

function labelled(
  html: string,
  isContent: (tag: string, text: string) => boolean,
  source = "s",
  id = "p",
): LabelledPage {
  const { page } = segmentPage(html);
  return {
    page,
    labels: Uint8Array.from(page.blocks, (b) => (isContent(b.element.name, b.text) ? 1 : 0)),
    source,
    id,
  };
}

describe("token stream", () => {
  it("normalises numbers, lowercases, and keeps each token's enclosing tag", () => {
    const { page } = segmentPage("<body><p>Hello <a href='x'>World 2024</a>!</p></body>");
    const stream = tokenStream(page);
    expect(stream.tokens).toEqual(["hello", "world", "1", "!"]);
    expect(stream.tags).toEqual(["p", "a", "a", "p"]);
    expect(trigramAt(stream.tokens, 2)).toBe("1\u0001!\u0001</s>");
  });
});

describe("token Naive Bayes", () => {
  it("computes the smoothed posterior by hand and ignores unseen trigrams", () => {
    const { page } = segmentPage("<body><p>a b</p><div>a b</div><div>c d</div></body>");
    const stream = tokenStream(page);
    // Tokens a b a b c d; labels 1 1 0 0 0 0 (first block content).
    const tokenLabels = Uint8Array.from(stream.blockOf, (b) => (b === 0 ? 1 : 0));
    const nb = TokenNaiveBayes.train([{ stream, tokenLabels }], {
      useTags: false,
      minTrigramCount: 1,
      smoothing: 1,
    });
    // Six distinct trigrams; in-total 2, out-total 4. Trigram "a b a": in 1, out 0.
    // log-odds = log(3/5) + log((1+1)/(2+6)) − log((0+1)/(4+6)).
    const expected = 1 / (1 + Math.exp(-(Math.log(3 / 5) + Math.log(2 / 8) - Math.log(1 / 10))));
    expect(nb.probability(trigramAt(stream.tokens, 0), "p")).toBeCloseTo(expected, 12);
    expect(nb.probability("never\u0001seen\u0001this", "p")).toBeCloseTo(3 / 8, 12);
    const uniform = TokenNaiveBayes.train([{ stream, tokenLabels }], {
      useTags: false,
      minTrigramCount: 1,
      uniformPrior: true,
      smoothing: 1,
    });
    expect(uniform.probability("never\u0001seen\u0001this", "p")).toBe(0.5);
    expect(uniform.probability(trigramAt(stream.tokens, 0), "p")).toBeCloseTo(
      1 / (1 + Math.exp(-Math.log(2 / 8 / (1 / 10)))),
      12,
    );
  });

  it("adds two classifiers' counts: the same as training on both pages at once", () => {
    const pageA = segmentPage("<body><p>a b</p><div>c d</div></body>").page;
    const pageB = segmentPage("<body><div>a b</div><p>e f g</p></body>").page;
    const example = (page: typeof pageA) => {
      const stream = tokenStream(page);
      return { stream, tokenLabels: Uint8Array.from(stream.blockOf, (b) => (b === 0 ? 1 : 0)) };
    };
    const options = { useTags: true, minTrigramCount: 1, smoothing: 0.5 };
    const both = TokenNaiveBayes.train([example(pageA), example(pageB)], options);
    const sum = TokenNaiveBayes.train([example(pageA)], options).plus(
      TokenNaiveBayes.train([example(pageB)], options),
    );
    expect(sum.toJSON()).toEqual({
      ...both.toJSON(),
      trigrams: expect.arrayContaining(both.toJSON().trigrams),
    });
    const stream = tokenStream(pageB);
    for (let i = 0; i < stream.tokens.length; i++)
      expect(sum.probability(trigramAt(stream.tokens, i), stream.tags[i])).toBeCloseTo(
        both.probability(trigramAt(stream.tokens, i), stream.tags[i]),
        12,
      );
  });

  it("keeps a trigram seen only as 'out' below 0.5 when trigrams outnumber the out tokens", () => {
    // 100 article tokens and 10 boilerplate tokens, every trigram distinct. Add-one smoothing spreads
    // 110 pseudo-counts over each class: P(t | out) = 2/120 for a trigram seen once as "out" against
    // P(t | in) = 1/210, which the empirical prior 101/11 outweighs — the token would score "in".
    const words = (prefix: string, n: number): string =>
      Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
    const { page } = segmentPage(
      `<body><p>${words("a", 100)}</p><div>${words("z", 10)}</div></body>`,
    );
    const stream = tokenStream(page);
    const tokenLabels = Uint8Array.from(stream.blockOf, (b) => (b === 0 ? 1 : 0));
    const nb = TokenNaiveBayes.train([{ stream, tokenLabels }], {
      useTags: false,
      minTrigramCount: 1,
    });
    for (let i = 100; i < 110; i++)
      expect(nb.probability(trigramAt(stream.tokens, i), "div")).toBeLessThan(0.5);
    for (let i = 0; i < 100; i++)
      expect(nb.probability(trigramAt(stream.tokens, i), "p")).toBeGreaterThan(0.5);
    // Files written before smoothing was stored load with the add-one smoothing they were trained with.
    const { smoothing: _, ...legacy } = TokenNaiveBayes.train([{ stream, tokenLabels }], {
      useTags: false,
      minTrigramCount: 1,
      smoothing: 1,
    }).toJSON();
    expect(TokenNaiveBayes.fromJSON(legacy).settings.smoothing).toBe(1);
    expect(() =>
      TokenNaiveBayes.train([{ stream, tokenLabels }], {
        useTags: false,
        minTrigramCount: 1,
        smoothing: 0,
      }),
    ).toThrow(/smoothing/);
  });

  it("learns a synthetic token task: content vocabulary in, menu vocabulary out", () => {
    const pages = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => syntheticPage(seed));
    const model = nbMssLearner.train(pages, { minTrigramCount: 1 });
    for (const seed of [50, 51, 52]) {
      const held = syntheticPage(seed);
      const prediction = model.predict(held.page);
      expect(Array.from(prediction.selected)).toEqual(Array.from(held.labels));
      expect(
        Math.min(
          ...Array.from(prediction.contentProbability).filter((_, i) => held.labels[i] === 1),
        ),
      ).toBe(1);
    }
    const copy = nbMssLearner.load(JSON.parse(JSON.stringify(model.toJSON())));
    const held = syntheticPage(60);
    expect(copy.predict(held.page)).toEqual(model.predict(held.page));
  });
});

describe("NB + MSS selection options", () => {
  const article = (n: number): string =>
    Array.from({ length: n }, (_, i) => `<p>word${i % 7} story text goes on here and on.</p>`).join(
      "",
    );
  const training = [1, 2, 3].map((i) =>
    labelled(
      `<body><ul><li><a href="/">home</a></li><li><a href="/">news</a></li></ul>${article(6)}<div><a href="/">about us</a></div></body>`,
      (tag) => tag === "p",
      "s",
      `t${i}`,
    ),
  );

  it("cuts the extraction at the first <hr> when asked (§6.2.3)", () => {
    const page = segmentPage(`<body>${article(4)}<hr>${article(3)}</body>`).page;
    const plain = nbMssLearner.train(training, { minTrigramCount: 1 }).predict(page);
    const withHr = nbMssLearner.train(training, { minTrigramCount: 1, hr: true }).predict(page);
    expect(Array.from(plain.selected)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(Array.from(withHr.selected)).toEqual([1, 1, 1, 1, 0, 0, 0]);
  });

  it("removes tables and link-holding divs inside the extraction (§4.2)", () => {
    const page = segmentPage(
      `<body><div id="wrap">${article(3)}<table><tr><td>story text goes on here and on.</td></tr></table><div>story text <a href="/">goes on</a> here and on.</div>${article(3)}</div></body>`,
    ).page;
    const cleaned = nbMssLearner.train(training, { minTrigramCount: 1, clean: true }).predict(page);
    const texts = page.blocks
      .filter((b) => cleaned.selected[b.index] === 1)
      .map((b) => b.element.name);
    expect(texts).toEqual(["p", "p", "p", "p", "p", "p"]);
  });
});

describe("semi-supervised adaptation (§6.2.4)", () => {
  it("scores the windowed confidence and importance weights by hand", () => {
    // Tokens 0..5, predicted range [2, 4): window 1 → p: out 1−p1, in p2, in p3, out 1−p4.
    const p = Float64Array.from([0.5, 0.2, 0.9, 0.8, 0.4, 0.5]);
    const v = windowedConfidence(p, { start: 2, end: 4, value: 1 }, 1);
    expect(v).toBeCloseTo((Math.log(0.8) + Math.log(0.9) + Math.log(0.8) + Math.log(0.6)) / 4, 12);
    expect(windowedConfidence(p, { start: 0, end: 0, value: 0 }, 1)).toBe(Number.NEGATIVE_INFINITY);

    const { page } = segmentPage("<body><p>a b c d e f g h</p></body>");
    const stream = tokenStream(page);
    // Range covers tokens 3..4 (j = 3, k = 4), d = 2: token 2 and 3 are adjacent to border j − 0.5.
    const weights = importanceWeights([{ stream, range: { start: 3, end: 5, value: 1 } }], 2);
    expect(weights.get(trigramAt(stream.tokens, 3))).toBeCloseTo(1, 12);
    expect(weights.get(trigramAt(stream.tokens, 1))).toBeCloseTo(0.5, 12);
    expect(weights.has(trigramAt(stream.tokens, 0))).toBe(false);
  });

  it("keeps the most confident share of each source", () => {
    expect(
      mostConfidentPerSource(
        ["a", "a", "a", "b", "b"],
        [0.1, 0.9, 0.5, 0.2, Number.NEGATIVE_INFINITY],
        0.6,
      ),
    ).toEqual([1, 2, 3]);
  });

  it("pools sources too small for their share, so a lone unsure page is not always kept", () => {
    // Five one-page sites at 60%: each alone would keep its page; pooled, the three surest are kept.
    expect(
      mostConfidentPerSource(["a", "b", "c", "d", "e"], [-0.9, -0.1, -0.5, -0.2, -0.3], 0.6),
    ).toEqual([1, 3, 4]);
    // A two-page site keeps its better page; the singletons compete among themselves.
    expect(mostConfidentPerSource(["a", "a", "b", "c"], [-0.4, -0.2, -0.9, -0.1], 0.6)).toEqual([
      1, 3,
    ]);
  });

  it("fixes a new site whose boilerplate the supervised model takes for article text", () => {
    const random = seededRandom(7);
    const sentenceOf = (n: number): string => sentence(random, n);
    const nav = (n: number): string =>
      `<ul>${Array.from({ length: n }, (_, i) => `<li><a href="/${i}">home news sport</a></li>`).join("")}</ul>`;
    const articleOf = (): string =>
      Array.from({ length: 5 }, () => `<p>${sentenceOf(30)}.</p>`).join("");
    const train = Array.from({ length: 10 }, (_, i) =>
      labelled(
        `<body>${nav(5)}${articleOf()}${nav(3)}</body>`,
        (tag) => tag === "p",
        "old",
        `o${i}`,
      ),
    );
    // The new site puts a promotional paragraph (same text on every page) before the article; on
    // half of its pages a menu separates the two, on the other half it directly precedes it.
    const promo =
      "<p>subscribe today for exclusive offers and get our weekly newsletter delivered free to your inbox every monday morning</p>";
    const newSite = Array.from({ length: 20 }, (_, i) =>
      labelled(
        `<body>${nav(3)}${promo}${i % 2 === 0 ? nav(8) : ""}${articleOf()}${nav(3)}</body>`,
        (tag, text) => tag === "p" && !text.startsWith("subscribe"),
        "new",
        `n${i}`,
      ),
    );
    const supervised = nbMssLearner.train(train, { minTrigramCount: 1 });
    const state = nbMssFromJSON(supervised.toJSON() as unknown as NbMssJSON);
    const prepared = newSite.map(({ page, source }) => ({
      prepared: preparePage(page, state.selection),
      source,
    }));
    const adapted = adaptNbMss(state, prepared);
    // Token-level accuracy, as the paper scores extractions: the range's tokens against the labels.
    const adaptedModel = nbMssModel(supervised.toJSON(), adapted);
    const tokenAccuracy = (model: typeof supervised): number => {
      let correct = 0;
      let total = 0;
      for (const page of newSite) {
        const share = model.predict(page.page).contentProbability;
        for (const block of page.page.blocks) {
          const inside = Math.round(share[block.index] * block.tokens.length);
          correct += page.labels[block.index] === 1 ? inside : block.tokens.length - inside;
          total += block.tokens.length;
        }
      }
      return correct / total;
    };
    const before = tokenAccuracy(supervised);
    const after = tokenAccuracy(adaptedModel);
    expect(before).toBeLessThan(0.97);
    expect(after).toBeGreaterThan(0.99);
    // The promotional paragraph leaves the extraction but for the two tokens whose forward
    // trigrams reach into the article.
    const promoShare = newSite.map((page) => adaptedModel.predict(page.page).contentProbability[3]);
    expect(Math.max(...promoShare)).toBeLessThan(0.2);
  });
});
