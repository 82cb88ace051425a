import type { TopicSummary } from '../../../../../src-shared/quizzes';
import { choose, rank } from '../../../../../src-shared/text/fuzzy';
import { inFull, isSubject } from '../../../../../src-shared/text/subjects';
import { dataOf, type TurnContext } from '../turnContext';
import { TOOL } from '../../../../../src-shared/tools/names';

/** The student's topics (a lookup: the state's "last list" is left alone). */
export async function allTopics(turn: TurnContext): Promise<TopicSummary[]> {
  const listed = await turn.call(TOOL.list_topics, {}, { lookup: true });
  return dataOf<{ topics: TopicSummary[] }>(listed)?.topics ?? [];
}

/**
 * A topic is a subject, and two slips in a subject's name make another subject ("geology" is two
 * letters from "biology"): a topic is taken on a prefix or one slip, never on two, as a task title may be.
 */
const TOPIC_MATCH = 0.7;

const rankTopics = (words: string, all: readonly TopicSummary[]) =>
  rank(
    words,
    all.map((t) => ({ id: t.topic_id, title: t.name })),
  );

// "the bio stuff", "spanish things", "my chem bits": a vague noun after a subject is no part of its name.
const VAGUE_NOUN =
  /^(?:(?:the|my|some|all\s+(?:the|my))\s+)?(.+?)\s+(?:stuff|things|bits|material|materials|topics?|content)$/i;

/**
 * The words a topic is named by: as said when some topic answers to them ("living things"),
 * else without a vague noun after the subject ("bio stuff" → "bio").
 */
export function topicWords(words: string, all: readonly TopicSummary[]): string {
  const vague = VAGUE_NOUN.exec(words.trim());
  if (vague) return choose(rankTopics(words, all)).kind === 'none' ? vague[1]! : words;
  return topicBeforeChatter(words, all) ?? words;
}

/**
 * "bio i'm so cooked", "biology would be most welcome": when no topic answers to the words as said,
 * a topic named outright by their first words (in full or short: "bio" is Biology) is the topic, and
 * the chatter after it no part of its name.
 */
function topicBeforeChatter(words: string, all: readonly TopicSummary[]): string | null {
  const said = words.trim().split(/\s+/);
  if (said.length < 2 || choose(rankTopics(words, all)).kind !== 'none') return null;
  const names = new Set(all.map((t) => t.name.toLowerCase()));
  for (let n = Math.min(3, said.length - 1); n >= 1; n--) {
    const head = said.slice(0, n).join(' ');
    if (names.has(head.toLowerCase()) || names.has(inFull(head).toLowerCase())) return head;
  }
  // "chemistry i'm so cooked" with no chemistry topic yet: the subject is still what was asked for.
  return isSubject(said[0]!) ? said[0]! : null;
}

/**
 * The one topic the words name ("bio" → Biology, "bio stuff" too), or null when none or several fit.
 * `asSaid`: the words as a whole name it, no chatter dropped — for a write such as an exam date,
 * where "bio exam prep friday" (a plan and a day) must not become Biology's exam.
 */
export async function topicNamed(
  turn: TurnContext,
  words: string,
  opts: { asSaid?: boolean } = {},
): Promise<TopicSummary | null> {
  const all = await allTopics(turn);
  const choice = choose(rankTopics(opts.asSaid ? words : topicWords(words, all), all));
  if (choice.kind !== 'one' || choice.match.score < TOPIC_MATCH) return null;
  return all.find((t) => t.topic_id === choice.match.id) ?? null;
}

/**
 * "show my spanish cards" → "quiz me": a bare quiz request right after a topic's cards were shown,
 * made or their wrong answers read is about that topic (the last call's topic, when it has cards).
 */
export function topicInHand(turn: TurnContext, all: readonly TopicSummary[]): TopicSummary | null {
  const last = turn.state.last_tool_parameters;
  if (!last) return null;
  const named =
    typeof last.topic_id === 'number'
      ? all.find((t) => t.topic_id === last.topic_id)
      : typeof last.topic_name === 'string'
        ? all.find((t) => t.name.toLowerCase() === String(last.topic_name).toLowerCase())
        : undefined;
  return named && named.card_count > 0 ? named : null;
}
