/**
 * Trains the offline agent's guesser and writes its model.ts (scripts/guessTraining.ts):
 *   node scripts/run-ts.mjs scripts/train-guess.ts                       # check, then write the model
 *   node scripts/run-ts.mjs scripts/train-guess.ts --check --threshold 0.9   # the check alone
 */
import { writeFileSync } from 'node:fs';
import { GUESS_THRESHOLD } from '../src-main/core/agent/offline/guess/threshold';
import { crossCheck, labelledSets, MODEL_FILE, modelModule, trainModel } from './guessTraining';

const at = process.argv.indexOf('--threshold');
const threshold = at > 0 ? Number(process.argv[at + 1]) : GUESS_THRESHOLD;
const sets = labelledSets();
const c = crossCheck(sets, threshold);
process.stdout.write(
  `${c.phrasings} labelled phrasings in ${sets.size} sets. Leave-one-set-out: ${c.acted} guesses acted on at ` +
    `p ≥ ${threshold}, ${c.right} right (${((100 * c.right) / Math.max(1, c.acted)).toFixed(1)}%).\n` +
    c.wrong.map((w) => `  ${w}\n`).join(''),
);
if (!process.argv.includes('--check')) {
  const model = trainModel(sets);
  writeFileSync(MODEL_FILE, modelModule(model));
  process.stdout.write(
    `wrote ${MODEL_FILE} (${Object.keys(model.labels).length} labels, ${model.vocabulary} cue words)\n`,
  );
}
