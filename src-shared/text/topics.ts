/** The longest topic name the schema accepts. */
export const MAX_TOPIC_NAME = 100;

/**
 * Topics typed as tags: "#biology", "#organic-chem". A tag starts with a letter, so "#2" stays a
 * reference to the second task in the last list.
 */
export interface FoundTopic {
  /** The topic's name as typed, without the "#": what `topic_name` takes. */
  name: string;
  start: number;
  end: number;
}

const TAG = /(?<=^|[\s,(])#(\p{L}[\p{L}\p{N}_-]{0,59})(?=$|[\s,.!?)])/gu;

/**
 * Every #tag in the text, left to right.
 *
 * @example
 *   findTopics('read ch 3 #biology tomorrow') // → [{ name: 'biology', start: 10, end: 18 }]
 */
export function findTopics(text: string): FoundTopic[] {
  return [...text.matchAll(TAG)].map((m) => ({ name: m[1]!, start: m.index, end: m.index + m[0].length }));
}

/**
 * A topic as said, made a topic's name: a tag keeps its word and loses its "#" wherever it
 * stands ("#history" → "history", "5 #biology" → "5 biology"), so no topic is ever named "#…".
 *
 * @example
 *   topicName(' #history ') // → 'history'
 */
export function topicName(said: string): string {
  return said.replace(/(^|[\s(])#(?=\p{L})/gu, '$1').trim();
}
