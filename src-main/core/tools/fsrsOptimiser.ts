import { err, ok } from '../../../src-shared/result';
import { writeSettings } from '../services/settings';
import {
  loadOptimiser,
  MIN_REVIEWS_TO_OPTIMISE,
  optimiseWeights,
  reviewCount,
  trainingItems,
} from '../services/fsrsOptimiser';
import { defineTool } from './define';
import { optimiseFsrsParametersInput } from '../../../src-shared/tools/inputs/fsrsOptimiser';
import { TOOL } from '../../../src-shared/tools/names';

/** What optimise_fsrs_parameters returns: the weights, or why not yet. */
export interface OptimiseOutcome {
  enough: boolean;
  review_count: number;
  needed: number;
  weights: number[] | null;
  applied: boolean;
  message: string;
}

export const optimiseFsrsParameters = defineTool<
  typeof optimiseFsrsParametersInput,
  typeof TOOL.optimise_fsrs_parameters
>({
  name: TOOL.optimise_fsrs_parameters,
  description:
    "Optimise FSRS's scheduling weights from the student's own review history. Use when the student asks to " +
    `"optimise my parameters" or "personalise my schedule". Needs at least ${MIN_REVIEWS_TO_OPTIMISE} reviews; with fewer it changes nothing ` +
    'and says how many more are needed. With apply (default true) the new weights are saved and used for every ' +
    'later review (undo restores the old ones). Returns { enough, review_count, needed, weights, applied, message }.',
  category: 'action',
  managesTransactions: true,
  input: optimiseFsrsParametersInput,
  annotations: { readOnly: false, destructive: false, idempotent: false },
  examples: [{}, { apply: false }],
  run: async (input, ctx) => {
    const review_count = reviewCount(ctx.db);
    if (review_count < MIN_REVIEWS_TO_OPTIMISE) {
      const more = MIN_REVIEWS_TO_OPTIMISE - review_count;
      return ok({
        enough: false,
        review_count,
        needed: MIN_REVIEWS_TO_OPTIMISE,
        weights: null,
        applied: false,
        message:
          `Optimising needs at least ${MIN_REVIEWS_TO_OPTIMISE} reviews; you have ${review_count}. ` +
          `Review ${more} more and try again — until then FSRS's default weights serve you better.`,
      });
    }
    const binding = await loadOptimiser();
    if (!binding) {
      return err(
        'conflict',
        "The FSRS optimiser is not part of this build (it is a native module for this platform); FSRS's default weights stay in use.",
        { reason: 'invalid_transition' },
      );
    }
    const items = trainingItems(binding, ctx.db, ctx.settings.next_day_starts_at);
    if (items.length === 0) {
      return err('conflict', 'Your reviews are all same-day learning steps; FSRS needs reviews a day or more apart.', {
        reason: 'invalid_transition',
      });
    }
    const weights = (
      await optimiseWeights(binding, items, {
        enableShortTerm: ctx.settings.enable_short_term,
        relearningSteps: ctx.settings.relearning_steps.length,
      })
    ).map((w) => Math.round(w * 10_000) / 10_000);
    if (weights.length !== 21 || !weights.every(Number.isFinite)) {
      throw new Error(`The FSRS optimiser returned ${weights.length} weights, not 21 finite numbers`);
    }
    if (input.apply) ctx.write(() => writeSettings(ctx.db, { fsrs_weights: weights }, ctx.now()));
    return {
      ...ok({
        enough: true,
        review_count,
        needed: MIN_REVIEWS_TO_OPTIMISE,
        weights,
        applied: input.apply,
        message: input.apply
          ? `Optimised FSRS from your ${review_count} reviews; later reviews use your own weights.`
          : `Computed weights from your ${review_count} reviews (not saved).`,
      }),
      ...(input.apply ? { changes: [{ entity_type: 'settings', ids: [] }] } : {}),
    };
  },
});

export const FSRS_OPTIMISER_TOOLS = [optimiseFsrsParameters];
