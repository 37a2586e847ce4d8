import { fetchPage, isWebAddress } from "../input/fetch-page.js";
import { readStdin } from "../input/page-file.js";
import type { PageInput, Provenance } from "../input/page-input.js";
import { STDIN } from "../input/walk-inputs.js";
import type { ExtractPool } from "./extract-pool.js";
import { errorRecord, type PageOutcome, successRecord, withProvenance } from "./page-record.js";
import type { ExtractTask, PageSource, WorkerExtractOptions } from "./task.js";

/** One page's outcome with the input it came from. */
export interface FinishedPage extends PageOutcome {
  readonly input: PageInput;
}

/** What every page of a run is extracted with; `maxBytes` is explicit as the CLI reads stdin. */
export type TaskOptions = WorkerExtractOptions & { readonly maxBytes: number };
export type PageTask = {
  readonly options: TaskOptions;
  readonly render?: ExtractTask["render"];
  readonly renderOptions?: ExtractTask["renderOptions"];
  /** Fetch pages at loopback, private and reserved addresses too (`fetchPage`'s policy). */
  readonly allowPrivateAddresses?: boolean;
};

/** One input → its outcome; never rejects. */
export async function processInput(
  pool: ExtractPool,
  input: PageInput,
  task: PageTask,
): Promise<FinishedPage> {
  const { provenance, ...outcome } = await inputOutcome(pool, input, task);
  return {
    input,
    ...outcome,
    record: withProvenance(outcome.record, provenance ?? input.contained?.provenance),
  };
}

/** A page's outcome, and for a page read from the web, where it was read (after redirects). */
async function inputOutcome(
  pool: ExtractPool,
  input: PageInput,
  task: PageTask,
): Promise<PageOutcome & { provenance?: Provenance }> {
  if (input.error !== undefined)
    return { record: errorRecord(input.source, input.error, 0, input.code) };
  let page: PageSource = input.contained?.page ?? { path: input.source };
  let options = pageOptions(task.options, input);
  let provenance: Provenance | undefined;
  try {
    if (input.source === STDIN) page = await readStdin(task.options.maxBytes);
    else if (isWebAddress(input.source)) {
      const fetched = await fetchPage(input.source, {
        maxBytes: task.options.maxBytes,
        timeoutMs: pool.timeout,
        allowPrivateAddresses: task.allowPrivateAddresses === true,
      });
      page = fetched.bytes;
      provenance = { url: fetched.url };
      options = {
        ...options,
        url: options.url ?? fetched.url,
        transportCharset: fetched.charset ?? options.transportCharset,
      };
    }
  } catch (error) {
    return { record: errorRecord(input.source, error) };
  }
  const outcome = await pool.run({ ...task, options, page });
  if (!outcome.ok)
    return {
      record: errorRecord(input.source, outcome.error, outcome.ms, outcome.code),
      provenance,
    };
  return {
    record: successRecord(input.source, outcome.result, outcome.ms),
    ...(outcome.rendered === undefined ? {} : { rendered: outcome.rendered }),
    provenance,
  };
}

/**
 * A contained page's own address and declared charset; `--charset` stands in where the response
 * declared none.
 */
function pageOptions(options: TaskOptions, input: PageInput): TaskOptions {
  const contained = input.contained;
  if (contained === undefined) return options;
  return {
    ...options,
    url: contained.provenance.url,
    transportCharset: contained.charset ?? options.transportCharset,
  };
}
