import { describe, expect, it } from 'vitest';
import { ConversationStateSchema, EMPTY_CONVERSATION_STATE } from '../../src-shared/conversation';

describe('the conversation state of a new session', () => {
  it('is exactly what the schema makes of an empty state, so the two defaults cannot drift', () => {
    expect(EMPTY_CONVERSATION_STATE).toEqual(ConversationStateSchema.parse({}));
  });
});
