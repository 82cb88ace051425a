import { useEffect, useState } from 'react';
import { callTool } from '../api/tools';
import { useDataChanged } from '../hooks/useDataChanged';
import { TOOL } from '../../src-shared/tools/names';

/** Every topic's name, kept current as topics come and go (list_topics). */
export function useTopicNames(): string[] {
  const [names, setNames] = useState<string[]>([]);
  const load = () =>
    callTool(TOOL.list_topics, {}).then((r) => {
      if (r.ok) setNames(r.data.topics.map((t) => t.name));
    });
  useEffect(() => {
    void load();
  }, []);
  useDataChanged(['topic', 'task', 'plan', 'flashcard'], () => void load());
  return names;
}

/**
 * "Only this subject": the same topic filter in every view that files things under topics
 * (tasks, plans). Hidden until there is a topic to choose.
 */
export function TopicFilter(props: {
  topics: string[];
  value: string | null;
  onChange: (topic: string | null) => void;
}) {
  if (props.topics.length === 0 && props.value === null) return null;
  return (
    <label className="topic-filter">
      <span className="visually-hidden">Topic</span>
      <select value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}>
        <option value="">All topics</option>
        {props.topics.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}
