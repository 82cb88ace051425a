/**
 * The posterior a guess needs before the agent restates the request with it. Chosen from the
 * leave-one-set-out run of scripts/train-guess.ts (--check): at this level the guesses it would
 * act on are right on sets the model never saw, and the rules still check every restatement.
 */
export const GUESS_THRESHOLD = 0.8;
