import { describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION_STATE } from '../../src-shared/conversation';
import { resolveTaskReference, resolveTaskReferences } from '../../src-main/core/agent/references';
import { applyToolCall, parseConversationState } from '../../src-main/core/agent/state';
import { confirmationAnswer } from '../../src-main/core/agent/pending';
import { setLogSink, type LogSink } from '../../src-main/core/log';

const listed = { ...EMPTY_CONVERSATION_STATE, task_references: { '1': 11, '2': 22, '3': 33 } };

describe('resolveTaskReference', () => {
  it.each([
    ['complete task 2', 'task 2', 22],
    ['complete Task #3', 'Task #3', 33],
    ['delete #1 please', '#1', 11],
    ['mark number 2 as done', 'number 2', 22],
    ['the first one', 'the first one', 11],
    ['finish the second task', 'the second task', 22],
    ['the 3rd one is done', '3rd one', 33],
    ['delete the last one', 'the last one', 33],
    ['what about the last task?', 'the last task', 33],
  ])('%s → %s', (text, phrase, task_id) => {
    expect(resolveTaskReference(text, listed)).toMatchObject({ kind: 'resolved', phrase, task_id });
  });

  it('finds nothing in text without a positional reference', () => {
    for (const text of ['add milk', 'plan 2 weeks of python', 'I have 3 exams', 'tasks for today']) {
      expect(resolveTaskReference(text, listed)).toEqual({ kind: 'none' });
    }
  });

  it('a position past the last list is out of range; no list yet is no_list', () => {
    expect(resolveTaskReference('task 7', listed)).toEqual({
      kind: 'out_of_range',
      phrase: 'task 7',
      position: 7,
      listed: 3,
    });
    expect(resolveTaskReference('the first one', EMPTY_CONVERSATION_STATE)).toEqual({
      kind: 'no_list',
      phrase: 'the first one',
    });
  });

  it('reports every reference, left to right, each once', () => {
    const refs = resolveTaskReferences('complete task #1 and the last one', listed);
    expect(refs.map((r) => (r.kind === 'resolved' ? r.task_id : r.kind))).toEqual([11, 33]);
  });
});

describe('conversation state', () => {
  it('an invalid stored state resets to empty and is logged', () => {
    const lines: string[] = [];
    const sink: LogSink = (level, message) => lines.push(`${level}: ${message}`);
    setLogSink(sink);
    try {
      expect(parseConversationState('{"task_references":{"x":-1}}', 4)).toEqual(EMPTY_CONVERSATION_STATE);
      expect(parseConversationState('not json', 4)).toEqual(EMPTY_CONVERSATION_STATE);
      expect(lines).toEqual([
        'warn: Conversation state failed validation; starting fresh',
        'warn: Conversation state is not JSON; starting fresh',
      ]);
    } finally {
      setLogSink(() => {});
    }
  });

  it('applies only allow-listed updates, and records the last tool and its input', () => {
    const next = applyToolCall(listed, {
      name: 'list_tasks',
      input: { status: 'all' },
      state_updates: { task_references: { '1': 5 }, pending: { kind: 'confirmation' } } as never,
    });
    expect(next).toMatchObject({
      task_references: { '1': 5 },
      pending: null,
      last_tool_used: 'list_tasks',
      last_tool_parameters: { status: 'all' },
    });
    expect(listed.task_references).toEqual({ '1': 11, '2': 22, '3': 33 });
  });
});

describe('answers to a pending confirmation', () => {
  it.each([
    ['yes', 'yes'],
    ['Y', 'yes'],
    ['ok!', 'yes'],
    ['go ahead', 'yes'],
    ['no', 'no'],
    ['Nope.', 'no'],
    ['cancel', 'no'],
    ['yes but only the first one', 'other'],
    ['what is due today?', 'other'],
  ])('%s → %s', (text, answer) => {
    expect(confirmationAnswer(text)).toBe(answer);
  });
});
