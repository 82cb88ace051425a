/**
 * The review queue reads each kind of card in due order (learning, then the day's reviews), but
 * the only due index mixed every state: at 100,000 cards a queue read tens of thousands of new
 * cards' entries to reach the learning ones behind them (~100 ms per get_due_flashcards). Per
 * state, in due order, each list is one index range read only as far as it is needed.
 */
export default {
  version: 20,
  name: 'flashcards_by_state',
  sql: `
    CREATE INDEX flashcards_by_state_due ON flashcards (state, due_at, id) WHERE deleted_at IS NULL;
  `,
};
