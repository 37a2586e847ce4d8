import type { SegmentedPage } from "../../blocks/block.js";
import type { BlockClass, LabelledPage } from "../../blocks/labelled-page.js";

/**
 * A site's labelled pages as a stage of the base model should learn them (issue 58): where the
 * user accepted what the base selected (`LabelledPage.proposed` equals the label), the block keeps
 * the label this stage gives it itself (its content probability at 0.5), not the final selection;
 * only the blocks the user corrected carry the user's label.
 *
 * Why: a base model's selection is more than its first stage. On blogs.nfl.com the CRF gives the
 * comment guidelines a content probability of 0.72–0.90 on every page, and the maximum
 * subsequence keeps them on some pages and cuts them on others; six accepted pages where it had
 * cut them taught the site model that they are boilerplate, and it dropped them from every other
 * page (−0.120). Labels that only repeat the base's output now teach each stage what it already
 * says: nothing moves but what a correction contradicts.
 *
 * Pages without `proposed` (gold projections, older label sets) are returned as they are.
 */
export function ownLabelsWhereAccepted(
  pages: readonly LabelledPage[],
  contentProbability: (page: SegmentedPage) => Float64Array,
  unsure?: number,
): LabelledPage[] {
  return pages.map((labelled) => {
    const { proposed } = labelled;
    if (proposed === undefined || proposed.length !== labelled.labels.length) return labelled;
    const probability = contentProbability(labelled.page);
    let labels: Uint8Array | undefined;
    let classes: BlockClass[] | undefined;
    let latent: Uint8Array | undefined;
    for (let i = 0; i < labelled.labels.length; i++) {
      if (labelled.labels[i] !== proposed[i]) continue;
      // With `unsure`, an accepted block whose probability is within it of 0.5 is left latent:
      // trained on its own hard label, the stage would only grow surer of it.
      if (unsure !== undefined && Math.abs(probability[i] - 0.5) < unsure) {
        latent ??= new Uint8Array(labelled.labels.length);
        latent[i] = 1;
      }
      const own = probability[i] >= 0.5 ? 1 : 0;
      if (own === labelled.labels[i]) continue;
      labels ??= Uint8Array.from(labelled.labels);
      labels[i] = own;
      if (labelled.classes !== undefined) {
        classes ??= [...labelled.classes];
        classes[i] = own === 1 ? "body" : "noise";
      }
    }
    if (labels === undefined && latent === undefined) return labelled;
    return {
      ...labelled,
      ...(labels !== undefined && { labels }),
      ...(classes !== undefined && { classes }),
      ...(latent !== undefined && { latent }),
    };
  });
}

/**
 * `accepted=soft`: every block the user accepted (its label is what the base proposed) left to
 * any label (`latent` 2): the CRF sums over all of them there, so a page with no correction
 * contributes no gradient at the base's weights and the site model stays the base — labels equal
 * to the model's own output are a true no-op; the corrected blocks alone carry a label. (The trees
 * beside take the base's own probabilities as targets there: `adaptBlockTrees`' `softAccepted`.)
 * Pages without `proposed` are returned as they are.
 */
export function anyLabelWhereAccepted(pages: readonly LabelledPage[]): LabelledPage[] {
  return pages.map((labelled) => {
    const { proposed } = labelled;
    if (proposed === undefined || proposed.length !== labelled.labels.length) return labelled;
    const latent = labelled.labels.map((label, i) => (label === proposed[i] ? 2 : 0));
    return { ...labelled, latent };
  });
}

/** Blocks whose label differs from the base's proposal: the user's corrections. */
export function correctedBlocks(page: LabelledPage): number {
  const { proposed } = page;
  if (proposed === undefined) return page.labels.length;
  let corrected = 0;
  for (let i = 0; i < page.labels.length; i++) if (page.labels[i] !== proposed[i]) corrected++;
  return corrected;
}
