/**
 * School subjects by name, short or long ("bio", "chemistry"): a wish may name one before any card
 * or plan is kept on it, and a task named by one is of that subject and no other.
 */
const SUBJECTS =
  /^(?:bio(?:logy)?|chem(?:istry)?|physics|maths?|mathematics|history|geography|geo|spanish|french|german|italian|latin|english|literature|economics|econ|psychology|psych|philosophy|sociology|politics|law|statistics|stats|calculus|algebra|geometry|computer science|programming|coding|art|music|japanese|chinese|mandarin|russian|arabic|portuguese|anatomy|biochemistry|physiology|accounting|business)$/i;

/** A school subject's name ("chemistry", "bio"). */
export const isSubject = (topic: string): boolean => SUBJECTS.test(topic.trim());

// Subjects (and a title word) said short, as a title or a plan's name may spell them out.
const IN_FULL: Record<string, string> = {
  bio: 'biology',
  chem: 'chemistry',
  psych: 'psychology',
  geo: 'geography',
  econ: 'economics',
  stats: 'statistics',
  maths: 'mathematics',
  prof: 'professor',
};

/** The word as a title spells it: "bio" → "biology"; any other word as it is. */
export const inFull = (word: string): string => IN_FULL[word.toLowerCase()] ?? word;
