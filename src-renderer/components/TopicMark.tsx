/** A task's topic, written as quick add takes it: "#Biology" (what `#biology` in quick add filed). */
export function TopicMark({ topic }: { topic: string | null }) {
  if (!topic) return null;
  return (
    <span className="chip topic-mark" title={`Topic: ${topic}`} data-testid="topic-mark">
      <span className="visually-hidden">Topic </span>#{topic}
    </span>
  );
}
