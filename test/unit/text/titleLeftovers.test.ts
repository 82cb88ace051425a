import { describe, expect, it } from 'vitest';
import { extractDueDate } from '../../../src-shared/text/dates';
import { parseTaskText } from '../../../src-shared/text/task';
import { readTaskChange } from '../../../src-shared/text/taskText';

// Saturday 21 Nov 2026, 09:00 local: what quick add, the editor and the offline agent read.
const NOW = new Date(2026, 10, 21, 9, 0);

/**
 * Words around a parsed part that the lead found left in titles (wrong writes): a hedge around a
 * priority word, where on the list it goes, the kind of task before a colon, a commentary sentence
 * after "?"/"!", a date said to be the old one. Each row's title must be the to-do alone.
 */
describe('parsed parts take their filler with them', () => {
  it.each([
    // hedged priority words at the end
    ['essay draft, its kinda urgent', 'essay draft', { priority: 1 }],
    ['lab writeup, it’s sort of important', 'lab writeup', { priority: 2 }],
    ['email the TA kinda urgent tbh', 'email the TA', { priority: 1 }],
    ['return library books - sorta important honestly', 'return library books', { priority: 2 }],
    ['buy printer ink! it is kind of urgent', 'buy printer ink', { priority: 1 }],
    // who it is for, and the reminder itself (set S's wrong writes, as classes)
    ['call the plumber for me tomorrow', 'call the plumber', { due: '2026-11-22' }],
    ['renew my bus pass for me please', 'renew my bus pass', {}],
    ['remember to water the plants friday', 'water the plants', { due: '2026-11-27' }],
    ["don't forget to email the tutor", 'email the tutor', {}],
    ['make dinner for me and sam', 'make dinner for me and sam', {}],
    // where on the list it goes
    ['laundry on my to do list for sunday', 'laundry', { due: '2026-11-22' }],
    ['buy milk to my todo list', 'buy milk', {}],
    ['call mom on my list', 'call mom', {}],
    ['pay the phone bill onto my to-do list by friday', 'pay the phone bill', { due: '2026-11-27' }],
    // the kind of task before a colon
    ['new recurring task: call grandma every 2 weeks', 'call grandma', { rule: 'FREQ=WEEKLY;INTERVAL=2' }],
    ['repeating task: water plants every monday', 'water plants', { rule: 'FREQ=WEEKLY;BYDAY=MO' }],
    ['recurring: take out bins every tuesday', 'take out bins', { rule: 'FREQ=WEEKLY;BYDAY=TU' }],
    // a commentary sentence after ? or !
    ['clean my room every sunday? it never happens otherwise lol', 'clean my room', { rule: 'FREQ=WEEKLY;BYDAY=SU' }],
    ['renew passport by friday! mum keeps asking', 'renew passport', { due: '2026-11-27' }],
    ['buy eggs? we ran out again', 'buy eggs', {}],
    // ... but more of a title after "?" is kept
    ['who am I? essay draft', 'who am I? essay draft', {}],
    // a negated date is the old one
    ['essay due dec 1, not wednesday', 'essay', { due: '2026-12-01' }],
    ['group meeting friday instead of thursday', 'group meeting', { due: '2026-11-27' }],
    ['dentist on monday rather than tuesday', 'dentist', { due: '2026-11-23' }],
  ] as const)('%s → %s', (input, title, want: { priority?: number; due?: string; rule?: string }) => {
    const r = parseTaskText(input, NOW);
    expect(r.title).toBe(title);
    if (want.priority) expect(r.priority).toBe(want.priority);
    if (want.due) expect(r.due?.value).toBe(want.due);
    if (want.rule) expect(r.recurrence?.rule).toBe(want.rule);
  });

  it.each([
    ['to friday, not thursday', '2026-11-27'],
    ['due dec 1, not wednesday', '2026-12-01'],
    ['monday instead of tuesday', '2026-11-23'],
    ['to the 30th rather than the 28th', '2026-11-30'],
  ])('a change "%s" moves the date to %s, never the negated one', (change, due) => {
    expect(readTaskChange(change, NOW).due_at).toBe(due);
    expect(extractDueDate(change, NOW).due?.value).toBe(due);
  });
});
