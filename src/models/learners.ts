import type { Learner } from "./learner.js";

/** Every trainable learner, by its command-line name (`pith train --model <name>`). */
export const LEARNERS: ReadonlyMap<string, Learner> = new Map<string, Learner>([]);
