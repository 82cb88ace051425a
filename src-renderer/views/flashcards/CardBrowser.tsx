import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BrowseSort, BrowseStateFilter as BrowseState, BrowsedFlashcard } from '../../../src-shared/flashcards';
import type { TopicSummary } from '../../../src-shared/quizzes';
import { callTool } from '../../api/tools';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useHelpSection } from '../../hooks/useViewShortcuts';
import { modKey } from '../../keyboard';
import { toastError } from '../../stores/toasts';
import { EmptyState } from '../../components/EmptyState';
import { plural } from '../../format';
import { formatDueIn } from './intervals';
import { BulkBar } from './BulkBar';
import { keepShown, markStep, NO_MARKS, toggleMark, type Marks } from './marks';
import { TOOL } from '../../../src-shared/tools/names';

const SORT_LABELS: Record<BrowseSort, string> = {
  created: 'Newest first',
  due: 'Due soonest',
  stability: 'Weakest memory',
  difficulty: 'Hardest',
  lapses: 'Most forgotten',
};
const STATE_LABELS: Record<BrowseState, string> = {
  active: 'Active cards',
  suspended: 'Suspended',
  all: 'Active and suspended',
};

const PAGE = 200;

/** The list's own keys, for `?` (onListKey below handles them). */
const LIST_KEYS = {
  title: 'In the list of cards (/ then ↓, or Tab)',
  rows: [
    { label: '↑ ↓  J K', description: 'Choose a card (Home, End, PgUp, PgDn jump)' },
    { label: 'Space', description: 'Mark or unmark the card, for the actions on marked cards' },
    { label: 'Shift+↑ ↓', description: 'Mark the cards you move over' },
    { label: `${modKey}A`, description: 'Mark every card shown' },
    { label: 'Esc', description: 'Clear the marks' },
    { label: 'Enter', description: 'Edit the card' },
  ],
};
type TopicFilter = 'all' | 'none' | number;

/**
 * Every card, searchable and sortable (list_flashcards), as a virtualised listbox: ↑/↓ choose a
 * card, Enter or E edits it, Del deletes it. Selection is lifted to the view, whose shortcuts act on
 * it. Space marks cards (Shift+↑/↓ marks as it moves, Ctrl+A marks all shown, Esc clears) for the
 * bulk bar: move, suspend, unsuspend, reset.
 */
export function CardBrowser(props: {
  topics: TopicSummary[];
  selected: BrowsedFlashcard | null;
  onSelect: (card: BrowsedFlashcard | null) => void;
  onEdit: (card: BrowsedFlashcard) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { onSelect } = props;
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [topic, setTopic] = useState<TopicFilter>('all');
  const [sort, setSort] = useState<BrowseSort>('created');
  const [states, setStates] = useState<BrowseState>('active');
  const [marks, setMarks] = useState<Marks>(NO_MARKS);
  const [cards, setCards] = useState<BrowsedFlashcard[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  useHelpSection(LIST_KEYS);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(query.trim()), 150);
    return () => clearTimeout(t);
  }, [query]);

  const fetchCards = useCallback(
    async (offset: number) => {
      const r = await callTool(TOOL.list_flashcards, {
        limit: PAGE,
        offset,
        ...(debounced ? { query: debounced } : {}),
        ...(topic === 'all' ? {} : { topic_id: topic === 'none' ? null : topic }),
        sort,
        states,
      });
      setLoaded(true);
      if (!r.ok) return void toastError(r.error.message);
      setTotal(r.data.total);
      setCards((prev) => (offset === 0 ? r.data.flashcards : [...prev, ...r.data.flashcards]));
    },
    [debounced, topic, sort, states],
  );

  useEffect(() => {
    void fetchCards(0);
  }, [fetchCards]);
  useDataChanged(['flashcard', 'topic'], () => void fetchCards(0));

  // Keep the lifted selection pointing at the fresh copy of the card, or clear it once the card is gone.
  const selectedId = props.selected?.card_id ?? null;
  useEffect(() => {
    if (selectedId === null) return;
    onSelect(cards.find((c) => c.card_id === selectedId) ?? null);
  }, [cards, selectedId, onSelect]);

  // TanStack Virtual hands back functions the React Compiler cannot memoise; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => list.current,
    estimateSize: () => 68,
    overscan: 8,
  });
  const selectedIndex = cards.findIndex((c) => c.card_id === selectedId);
  const ids = cards.map((c) => c.card_id);
  // A mark on a card no longer shown (search, filter, delete) would act on what the student cannot see.
  const shownMarks = keepShown(marks, ids);

  const move = (to: number) => {
    if (cards.length === 0) return;
    const i = Math.max(0, Math.min(cards.length - 1, to));
    onSelect(cards[i]!);
    virtualizer.scrollToIndex(i, { align: 'auto' });
  };

  const onListKey = (e: React.KeyboardEvent) => {
    const page = Math.max(1, Math.floor((list.current?.clientHeight ?? 400) / 68));
    const at = selectedIndex;
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      j: at + 1,
      ArrowUp: at - 1,
      k: at - 1,
      Home: 0,
      End: cards.length - 1,
      PageDown: at + page,
      PageUp: at - page,
    };
    if (e.key in moves) {
      e.preventDefault();
      const to = Math.max(0, Math.min(cards.length - 1, moves[e.key]!));
      if (e.shiftKey) setMarks(markStep(shownMarks, ids, at, to));
      move(to);
    } else if (e.key === ' ' && props.selected) {
      e.preventDefault();
      setMarks(toggleMark(shownMarks, props.selected.card_id));
    } else if (e.key.toLowerCase() === 'a' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      setMarks(new Set(ids));
    } else if (e.key === 'Escape' && shownMarks.size > 0) {
      e.preventDefault();
      e.stopPropagation();
      setMarks(NO_MARKS);
    } else if (e.key === 'Enter' && props.selected) {
      e.preventDefault();
      props.onEdit(props.selected);
    }
  };

  const topicLabel =
    topic === 'all'
      ? ''
      : topic === 'none'
        ? ' without a topic'
        : ` in ${props.topics.find((t) => t.topic_id === topic)?.name ?? 'this topic'}`;
  return (
    <section className="browser" aria-labelledby="browser-h">
      <div className="browser__toolbar">
        <h2 id="browser-h">Cards</h2>
        <label className="browser__search">
          <span className="visually-hidden">Search cards</span>
          <input
            ref={props.searchRef}
            type="search"
            placeholder="Search fronts and backs…"
            value={query}
            maxLength={200}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' || e.key === 'Enter') {
                e.preventDefault();
                list.current?.focus();
                if (selectedIndex < 0) move(0);
              } else if (e.key === 'Escape' && query) {
                e.preventDefault();
                setQuery('');
              }
            }}
          />
          <kbd aria-hidden="true">/</kbd>
        </label>
        <label className="browser__filter">
          <span className="visually-hidden">Topic</span>
          <select
            value={String(topic)}
            onChange={(e) =>
              setTopic(e.target.value === 'all' || e.target.value === 'none' ? e.target.value : Number(e.target.value))
            }
          >
            <option value="all">All topics</option>
            {props.topics.map((t) => (
              <option key={t.topic_id} value={t.topic_id}>
                {t.name}
              </option>
            ))}
            <option value="none">No topic</option>
          </select>
        </label>
        <label className="browser__filter">
          <span className="visually-hidden">Sort</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as BrowseSort)}>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="browser__filter">
          <span className="visually-hidden">Which cards</span>
          <select value={states} onChange={(e) => setStates(e.target.value as BrowseState)}>
            {Object.entries(STATE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {/* Nothing to count before the first card: the empty state below says so. */}
      <p className="muted browser__count" role="status">
        {!loaded
          ? 'Loading cards…'
          : total === 0 && !debounced && topic === 'all'
            ? ''
            : `${plural(total, 'card')}${debounced ? ` matching “${debounced}”` : ''}${topicLabel}`}
      </p>

      {loaded && cards.length === 0 ? (
        debounced || topic !== 'all' ? (
          <EmptyState compact title="No card matches." hint="Try fewer words, or another topic." />
        ) : (
          <EmptyState
            title="You have no flashcards yet."
            hint={
              <>
                Press <kbd>N</kbd> to write your first card, or ask in Chat:{' '}
                <q>make a flashcard: What is recursion? :: A function that calls itself</q>
              </>
            }
          />
        )
      ) : (
        <div
          ref={list}
          className="browser__list"
          role="listbox"
          tabIndex={0}
          aria-label="Cards"
          aria-multiselectable="true"
          aria-activedescendant={selectedId !== null ? `card-option-${selectedId}` : undefined}
          onKeyDown={onListKey}
          onFocus={() => selectedIndex < 0 && cards.length > 0 && move(0)}
        >
          <div className="browser__spacer" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const card = cards[row.index]!;
              return (
                <div
                  key={card.card_id}
                  id={`card-option-${card.card_id}`}
                  ref={virtualizer.measureElement}
                  data-index={row.index}
                  role="option"
                  aria-selected={shownMarks.has(card.card_id)}
                  className={`browser__row${card.card_id === selectedId ? ' browser__row--current' : ''}`}
                  style={{ transform: `translateY(${row.start}px)` }}
                  onClick={() => onSelect(card)}
                  onDoubleClick={() => props.onEdit(card)}
                >
                  <span className="browser__mark" aria-hidden="true">
                    {shownMarks.has(card.card_id) ? '✓' : ''}
                  </span>
                  <div className="browser__text">
                    <span className="browser__front">{card.front}</span>
                    <span className="browser__back">{card.back}</span>
                  </div>
                  <div className="browser__meta">
                    <span className="chip">{card.topic ?? 'No topic'}</span>
                    {card.suspended && <span className="chip chip--warn">suspended</span>}
                    <span className={card.state === 'new' ? 'browser__due browser__due--new' : 'browser__due'}>
                      {card.state === 'new' ? 'new' : formatDueIn(card.due_at)}
                    </span>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      )}
      {shownMarks.size > 0 && (
        <BulkBar
          marked={[...shownMarks]}
          topics={props.topics}
          onDone={() => {
            setMarks(NO_MARKS);
            list.current?.focus();
          }}
        />
      )}
      {cards.length < total && (
        <button type="button" className="button browser__more" onClick={() => void fetchCards(cards.length)}>
          Show {Math.min(PAGE, total - cards.length)} more
        </button>
      )}
    </section>
  );
}
