import { compile } from "css-select";
import { selectorCostProblem } from "../../batch/selector-limits.js";

/**
 * Why a `--include` / `--exclude` selector cannot be used, or undefined when it can. Checked before
 * any page is read, so a typo costs a usage error rather than one error record per page. It compiles
 * the selector as `extract()` will (css-select), so both accept the same selectors.
 */
export function selectorProblem(selector: string): string | undefined {
  if (selector.trim() === "") return "a selector is needed";
  try {
    compile(selector);
  } catch (error) {
    return (error as Error).message;
  }
  return selectorCostProblem(selector);
}
