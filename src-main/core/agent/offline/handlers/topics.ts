import type { TopicSummary } from '../../../../../src-shared/quizzes';
import { choose, rank } from '../../../../../src-shared/text/fuzzy';
import { dataOf, type TurnContext } from '../turnContext';
import { TOOL } from '../../../../../src-shared/tools/names';

/** The student's topics (a lookup: the state's "last list" is left alone). */
export async function allTopics(turn: TurnContext): Promise<TopicSummary[]> {
  const listed = await turn.call(TOOL.list_topics, {}, { lookup: true });
  return dataOf<{ topics: TopicSummary[] }>(listed)?.topics ?? [];
}

/** The one topic the words name ("bio" → Biology), or null when none or several fit. */
export async function topicNamed(turn: TurnContext, words: string): Promise<TopicSummary | null> {
  const all = await allTopics(turn);
  const choice = choose(
    rank(
      words,
      all.map((t) => ({ id: t.topic_id, title: t.name })),
    ),
  );
  return choice.kind === 'one' ? (all.find((t) => t.topic_id === choice.match.id) ?? null) : null;
}
