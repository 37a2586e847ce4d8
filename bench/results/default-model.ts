import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { compareRuns, type ScoredRun } from "../../src/eval/compare.js";
import { comparisonMarkdown } from "../../src/eval/compare-report.js";
import type { BuiltinModelScores } from "../../src/extract/builtin-models.js";
import type { ResultsSection } from "./section.js";

/**
 * The shipped default model's configuration under by-site cross-validation on every shared dataset.
 * The run takes ~40 min on a loaded 2-core machine, so `npm run bench:default-cv` writes the report
 * and this section renders it (and records the scores beside the model for `pith models`).
 */
export const DEFAULT_CV_REPORT = "bench/out/default-cv";
/**
 * The cross-validation of the recipe the current one replaced, when kept (copy the old
 * `default-cv.json` here before rerunning `npm run bench:default-cv`): the section then shows
 * `pith compare` of the two.
 */
export const REPLACED_CV_REPORT = "bench/out/default-cv-replaced";
/**
 * The cross-validation's saved fold models (bench/out/default-folds) replayed on their held-out
 * pages by this build (`pith eval --model bench/out/default-folds --report …`), and by the build
 * before a change made after the models' training (a decision rule: the models are unchanged), when
 * kept: the section then shows what the change adds on the same models.
 */
export const REPLAY_REPORT = "bench/out/default-replay";
export const REPLAY_BEFORE_REPORT = "bench/out/default-replay-before";
const SCORES_FILE = "models/default.scores.json";

interface EvalReportJson {
  readonly command: string;
  readonly datasets: ReadonlyArray<{
    readonly name: string;
    readonly metrics: { readonly pages: number; readonly shingle: { readonly f1: number } };
  }>;
}

export const defaultModelSection: ResultsSection = {
  id: "default-model",
  render() {
    if (!existsSync(`${DEFAULT_CV_REPORT}.json`)) {
      throw new Error(`no ${DEFAULT_CV_REPORT}.json: run \`npm run bench:default-cv\` first`);
    }
    const report = JSON.parse(readFileSync(`${DEFAULT_CV_REPORT}.json`, "utf8")) as EvalReportJson;
    writeFileSync(SCORES_FILE, `${JSON.stringify(scoresOf(report), null, 2)}\n`);
    const markdown = readFileSync(`${DEFAULT_CV_REPORT}.md`, "utf8")
      .replace(/^# .*\n/, "")
      .replace(/^(#+) /gm, "$1## ");
    return [
      "## The default model under by-site cross-validation",
      "",
      "The shipped model's learner and options (`npm run train-default`: `context-stack` over a CRF on the gold's block",
      "classes, every feature family, history predicates, with boosted trees over the language-free block features",
      "beside it; the stacker re-scores P(content) from page context and both first stages' probabilities, and keeps",
      "blocks with P > 0.5 plus the maximum-sum run of P − 0.25), trained and tested in 4 folds split by site over the",
      "four shared datasets pooled, so no site is ever in both training and test. The cross-validation is nested: in",
      "each fold the stacker learns from probabilities of that fold's training pages scored by CRFs and trees trained",
      "without their sites (2 site folds), exactly as `npm run train-default` does on all the data. Regenerate with",
      "`npm run bench:default-cv && npm run results -- --only default-model`.",
      ...(report.command.includes("--model")
        ? [
            "",
            `This run's report scores each page with its fold's saved model read from file (\`${report.command}\`), as`,
            "`pith-heldout` does in the race: the fold models' training was split across processes (`npm run bench:default-cv`",
            "for the first folds, `bench/train-fold.ts` for the others, from the same manifest, recipe and seed). A model read from a file also applies the selection steps of decisions 0050 and 0051, which the",
            "in-process cross-validation does not: these are the scores a user gets on unseen sites.",
          ]
        : []),
      markdown.trim(),
      ...replacedComparison(),
      ...sinceTheCrossValidation(),
    ].join("\n");
  },
};

/** `pith compare` of this cross-validation against the replaced recipe's, when that is kept. */
function replacedComparison(): string[] {
  return comparisonSubsection(
    DEFAULT_CV_REPORT,
    REPLACED_CV_REPORT,
    "Against the recipe it replaced",
    `A is the cross-validation above; B the same command run on the recipe this one replaced (without the trees beside the CRF), its report kept as ${REPLACED_CV_REPORT}.json (the two commands read alike: what changed is in \`git log -p recipes/default.json\`). Both were run with the code of their day: B's with the build of that recipe (9a108ac^, rerun 2026-12-02 in a worktree, the same scores as its first run), A's with a build whose context stack also applies decisions 0047 and 0049 (comment sections by their markup, a model option read at prediction), so A − B is the trees plus those rules; the selection steps of decisions 0050 and 0051 apply only to models read from files, and show in the replay below.`,
  );
}

/**
 * `pith compare` of the fold models replayed by this build against the same models without the
 * selection steps (the cross-validation's own scoring, copied to REPLAY_BEFORE_REPORT), when kept.
 */
function sinceTheCrossValidation(): string[] {
  return comparisonSubsection(
    REPLAY_REPORT,
    REPLAY_BEFORE_REPORT,
    "What the selection steps add to the same models",
    `The fold models above, replayed on their held-out pages by this build (\`pith eval --model bench/out/default-folds\`, ${REPLAY_REPORT}.json): A, the text a user gets on unseen sites — a model read from a file wears the selection steps (decisions 0050, 0051, 0065–0067 and 0069–0081: repeated blocks, second articles, consent dialogs, hidden and sign-up prompts, embeds, ads' labels, bios, related links, teaser and archive lists, post furniture, captions, trailing headings; \`pith view\` lists them). B, the cross-validation's own scoring of the same models in its process (${REPLAY_BEFORE_REPORT}.json, a copy of ${DEFAULT_CV_REPORT}.json): the model's selection with the comment and thread rules but without those steps, and unrounded weights. The difference is the steps'. (2026-12-08, session 50: the earlier "before" build, e57be9b, cannot read model files written since \`datasetWeights\` became a recorded option.)`,
  );
}

/** A subsection with `pith compare` of reports `a` and `b` (paths without .json), when both exist. */
function comparisonSubsection(a: string, b: string, title: string, explanation: string): string[] {
  if (!existsSync(`${a}.json`) || !existsSync(`${b}.json`)) return [];
  const read = (path: string) => JSON.parse(readFileSync(`${path}.json`, "utf8")) as ScoredRun;
  return [
    "",
    `### ${title}`,
    "",
    explanation,
    "",
    comparisonMarkdown(compareRuns(read(a), read(b)))
      .replace(/^# .*\n/, "")
      .replace(/^(#+) /gm, "$1### ")
      .trim(),
  ];
}

function scoresOf(report: EvalReportJson): BuiltinModelScores {
  return {
    command: report.command,
    split: "4-fold by-site cross-validation",
    datasets: Object.fromEntries(
      report.datasets.map((dataset) => [
        dataset.name,
        { pages: dataset.metrics.pages, shingleF1: Number(dataset.metrics.shingle.f1.toFixed(4)) },
      ]),
    ),
  };
}
