import { create } from 'zustand';
import { FLASHCARD_LIMITS } from '../../src-shared/flashcards';
import type { TopicSummary } from '../../src-shared/quizzes';
import type { ToolError } from '../../src-shared/result';
import { callTool } from '../api/tools';
import { TOOL } from '../../src-shared/tools/names';

/** A review in progress: of one topic, or of every due card (topicId null). */
export interface ReviewTarget {
  topicId: number | null;
  title: string;
}

/** A topic with how many of its cards are due now; `capped` when there are more than one call returns. */
export interface Deck extends TopicSummary {
  due: number;
  capped: boolean;
}

interface FlashcardsState {
  decks: Deck[];
  /** Due cards over every topic, and those filed under no topic. */
  totalDue: number;
  totalCapped: boolean;
  unfiledDue: number;
  loaded: boolean;
  error: ToolError | null;
  /**
   * What the view shows, held here so the palette or Today can start a review or open a new card
   * whether or not the view is mounted.
   */
  review: ReviewTarget | null;
  /** The topic page open in place of the Flashcards home (a review started there returns to it). */
  topicPage: { topicId: number; name: string } | null;
  newCardOpen: boolean;
  load: () => Promise<void>;
  /** `name`: the topic's name when the caller knows it (the topics may not be loaded yet). */
  startReview: (topicId: number | null, name?: string) => void;
  endReview: () => void;
  openTopic: (topic: { topicId: number; name: string } | null) => void;
  setNewCardOpen: (open: boolean) => void;
}

const MAX = FLASHCARD_LIMITS.dueLimitMax;

async function dueCards(topicId?: number) {
  return callTool(TOOL.get_due_flashcards, {
    limit: MAX,
    ...(topicId === undefined ? {} : { topic_id: topicId }),
  });
}

/** Topics and their due counts, as main reports them (list_topics + get_due_flashcards per topic). */
export const useFlashcards = create<FlashcardsState>((set, get) => ({
  decks: [],
  totalDue: 0,
  totalCapped: false,
  unfiledDue: 0,
  loaded: false,
  error: null,
  review: null,
  topicPage: null,
  newCardOpen: false,
  load: async () => {
    const [topics, all] = await Promise.all([callTool(TOOL.list_topics, {}), dueCards()]);
    if (!topics.ok || !all.ok) {
      set({ error: !topics.ok ? topics.error : !all.ok ? all.error : null, loaded: true });
      return;
    }
    const perTopic = await Promise.all(topics.data.topics.map((t) => dueCards(t.topic_id)));
    const decks = topics.data.topics.map((t, i) => {
      const r = perTopic[i]!;
      const due = r.ok ? r.data.due_flashcards.length : 0;
      return { ...t, due, capped: due >= MAX };
    });
    const allDue = all.data.due_flashcards;
    set({
      decks,
      totalDue: allDue.length,
      totalCapped: allDue.length >= MAX,
      unfiledDue: allDue.filter((c) => c.topic_id === null).length,
      loaded: true,
      error: perTopic.find((r) => !r.ok)?.error ?? null,
    });
  },
  openTopic: (topic) => set(topic ? { topicPage: topic, review: null } : { topicPage: null }),
  startReview: (topicId, known) => {
    const name = topicId === null ? null : (known ?? get().decks.find((d) => d.topic_id === topicId)?.name);
    set({ review: { topicId, title: name ?? 'all topics' }, newCardOpen: false });
  },
  endReview: () => set({ review: null }),
  setNewCardOpen: (newCardOpen) => set({ newCardOpen, ...(newCardOpen ? { review: null } : {}) }),
}));

/** "12" or "500+" when a count reached the most one call returns. */
export const dueLabel = (n: number, capped: boolean) => (capped ? `${n}+` : String(n));
