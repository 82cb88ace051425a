import { useEffect, useRef, useState } from 'react';
import type { BrowsedFlashcard } from '../../../src-shared/flashcards';
import { deleteWithUndo } from '../../api/undoableDelete';
import { plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { dueLabel, useFlashcards } from '../../stores/flashcards';
import type { ViewShortcut } from '../../stores/shortcuts';
import '../../styles/views/flashcards.css';
import '../../styles/views/flashcards-review.css';
import { CardBrowser } from './CardBrowser';
import { CardFormDialog } from './CardFormDialog';
import { DeckList } from './DeckList';
import { hasSource, openCardSource } from './openSource';
import { ReviewSession } from './ReviewSession';
import { TopicPage } from './TopicPage';
import { toastError } from '../../stores/toasts';
import { ErrorNotice } from '../../components/ErrorNotice';
import { TOOL } from '../../../src-shared/tools/names';

/** Flashcards: the topics with their due counts and the card browser, or a review session. */
export function FlashcardsView() {
  const review = useFlashcards((s) => s.review);
  const endReview = useFlashcards((s) => s.endReview);
  const load = useFlashcards((s) => s.load);
  const topicPage = useFlashcards((s) => s.topicPage);
  const openTopic = useFlashcards((s) => s.openTopic);
  const startReview = useFlashcards((s) => s.startReview);
  if (review) {
    return (
      <ReviewSession
        key={`${review.topicId}`}
        topicId={review.topicId}
        title={review.title}
        onExit={() => {
          endReview();
          void load();
        }}
      />
    );
  }
  if (topicPage) {
    return (
      <TopicPage
        key={topicPage.topicId}
        topicId={topicPage.topicId}
        name={topicPage.name}
        onReview={() => startReview(topicPage.topicId)}
        onBack={() => openTopic(null)}
      />
    );
  }
  return <FlashcardsHome />;
}

function FlashcardsHome() {
  const {
    decks,
    totalDue,
    totalCapped,
    loaded,
    error,
    load,
    newCardOpen: newCard,
    setNewCardOpen: setNewCard,
    startReview,
    openTopic,
  } = useFlashcards();
  const [editing, setEditing] = useState<BrowsedFlashcard | null>(null);
  const [selected, setSelected] = useState<BrowsedFlashcard | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void load();
  }, [load]);
  useDataChanged(['flashcard', 'topic'], () => void load());

  // Main asks first (its own summary), then an Undo toast brings the card back through undo.
  const remove = (card: BrowsedFlashcard) =>
    deleteWithUndo({
      tool: TOOL.delete_flashcard,
      input: { card_id: card.card_id },
      what: `card ‘${card.front.length > 40 ? `${card.front.slice(0, 39)}…` : card.front}’`,
    });

  // As O in a review: the reader at the passage the card was made from, or the note line it is on.
  const openSource = async (card: BrowsedFlashcard) => {
    const failure = await openCardSource(card);
    if (failure) toastError(failure);
  };

  const formOpen = newCard || editing !== null;
  const shortcuts: ViewShortcut[] = formOpen
    ? []
    : [
        ...(totalDue > 0
          ? [{ key: 'r', label: 'R', description: 'Review every due card', run: () => startReview(null) }]
          : []),
        { key: 'n', label: 'N', description: 'New card', run: () => setNewCard(true) },
        { key: '/', label: '/', description: 'Search cards', run: () => searchRef.current?.focus() },
        ...(selected
          ? [
              { key: 'e', label: 'E', description: 'Edit the selected card', run: () => setEditing(selected) },
              {
                key: 'Delete',
                label: 'Del',
                description: 'Delete the selected card',
                run: () => void remove(selected),
              },
              ...(hasSource(selected)
                ? [
                    {
                      key: 'o',
                      label: 'O',
                      description: 'Open where the selected card came from',
                      run: () => void openSource(selected),
                    },
                  ]
                : []),
            ]
          : []),
      ];
  useViewShortcuts(shortcuts);

  const topicsWithDue = decks.filter((d) => d.due > 0).length;
  return (
    <section className="view flashcards" aria-labelledby="view-title">
      <header className="view__header">
        <div>
          <h1 id="view-title">Flashcards</h1>
          <p className="muted" data-testid="due-summary">
            {!loaded
              ? 'Counting due cards…'
              : totalDue === 0
                ? 'Nothing due right now.'
                : `${plural(totalDue, 'card')}${totalCapped ? '+' : ''} due${topicsWithDue > 1 ? ` across ${topicsWithDue} topics` : ''}.`}
          </p>
        </div>
        <div className="flashcards__actions">
          <button type="button" className="button" onClick={() => setNewCard(true)}>
            New card <kbd>N</kbd>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={totalDue === 0}
            onClick={() => startReview(null)}
          >
            {totalDue === 0 ? 'Nothing to review' : `Review ${dueLabel(totalDue, totalCapped)} due`} <kbd>R</kbd>
          </button>
        </div>
      </header>
      <ErrorNotice error={error} />
      <DeckList
        decks={decks}
        onReview={(d) => startReview(d.topic_id)}
        onOpen={(d) => openTopic({ topicId: d.topic_id, name: d.name })}
      />
      <CardBrowser
        topics={decks}
        selected={selected}
        onSelect={setSelected}
        onEdit={setEditing}
        searchRef={searchRef}
      />
      {selected && (
        <div className="browser__selection" role="group" aria-label="Selected card">
          <span className="browser__selection-text">{selected.front}</span>
          <button type="button" className="button" onClick={() => setEditing(selected)}>
            Edit <kbd>E</kbd>
          </button>
          <button type="button" className="button" onClick={() => void remove(selected)}>
            Delete <kbd>Del</kbd>
          </button>
          {hasSource(selected) && (
            <button type="button" className="button" onClick={() => void openSource(selected)}>
              Open source <kbd>O</kbd>
            </button>
          )}
        </div>
      )}
      {formOpen && (
        <CardFormDialog
          mode={editing ? { kind: 'edit', card: editing } : { kind: 'new', topicName: '' }}
          topics={decks}
          onClose={() => {
            setNewCard(false);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
