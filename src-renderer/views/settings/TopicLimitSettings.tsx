import { useEffect, useState } from 'react';
import { callTool } from '../../api/tools';
import { useDataChanged } from '../../hooks/useDataChanged';
import { TopicOptions } from '../flashcards/TopicOptions';
import { Section } from './fields';
import type { ToolData } from '../../../src-shared/tools';
import { TOOL } from '../../../src-shared/tools/names';

type TopicOptionsRow = ToolData<typeof TOOL.list_topic_review_options>['topics'][number];

/** "10 new a day · retention 0.95", or that the topic follows the overall settings. */
function ownOptions(t: TopicOptionsRow): string {
  const parts = [
    t.new_per_day === null ? null : `${t.new_per_day} new a day`,
    t.reviews_per_day === null ? null : `${t.reviews_per_day} reviews a day`,
    t.desired_retention === null ? null : `retention ${t.desired_retention}`,
  ].filter(Boolean);
  return parts.length === 0 ? 'the overall limits' : parts.join(' · ');
}

/**
 * Anki's deck options, reached from Settings as well as from each topic's page: choose a topic,
 * see what it sets of its own, and change it (set_topic_review_options, undoable).
 */
export function TopicLimitSettings() {
  const [topics, setTopics] = useState<TopicOptionsRow[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const load = () =>
    callTool(TOOL.list_topic_review_options, {}).then((r) => {
      if (r.ok) setTopics(r.data.topics);
    });
  useEffect(() => {
    void load();
  }, []);
  useDataChanged(['topic', 'flashcard'], () => void load());
  const topicId = chosen ?? topics?.[0]?.topic_id ?? null;
  const topic = topics?.find((t) => t.topic_id === topicId);

  return (
    <Section
      id="topic-limits-h"
      title="Limits per topic"
      lead="A topic can have its own daily limits and retention, as an Anki deck has; empty fields follow the overall ones."
    >
      {topics === null ? null : topics.length === 0 ? (
        <p className="muted">No topics yet: a card, task or plan filed under a topic makes one.</p>
      ) : (
        <>
          <div className="setting-field">
            <label htmlFor="topic-limits-topic">Topic</label>
            <select
              id="topic-limits-topic"
              value={topicId ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
              aria-describedby="topic-limits-now"
            >
              {topics.map((t) => (
                <option key={t.topic_id} value={t.topic_id}>
                  {t.name}
                </option>
              ))}
            </select>
            {topic && (
              <p id="topic-limits-now" className="muted" data-testid="topic-limits-now">
                {topic.name} uses {ownOptions(topic)}.
              </p>
            )}
          </div>
          {topicId !== null && (
            <TopicOptions
              key={topicId}
              topicId={topicId}
              heading={{ level: 3, text: `${topic?.name ?? 'Topic'}: its own limits` }}
              onSaved={() => void load()}
            />
          )}
        </>
      )}
    </Section>
  );
}
