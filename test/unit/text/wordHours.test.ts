import { describe, expect, it } from 'vitest';
import { extractDueDate } from '../../../src-shared/text/dates';
import type { TextLocale } from '../../../src-shared/text/locale';

const MON_23 = new Date(2026, 10, 23, 10);
const EN_US: TextLocale = { dateOrder: 'month_first', weekStart: 0 };
const EN_GB: TextLocale = { dateOrder: 'day_first', weekStart: 1 };

// A student who dictates says hours as words; each must land on the hour they said, and leave the
// title whole. [text, local day, hour:minute, what stays].
const SAID: [string, string, string, string][] = [
  ['call dentist at four pm tomorrow', '2026-11-24', '16:00', 'call dentist'],
  ['lecture at eleven thirty am tomorrow', '2026-11-24', '11:30', 'lecture'],
  ['submit by eleven fifty nine pm friday', '2026-11-27', '23:59', 'submit'],
  ['pick up kids at three fifteen pm on friday', '2026-11-27', '15:15', 'pick up kids'],
  ['call grandma at nine in the morning', '2026-11-24', '09:00', 'call grandma'],
  ['bus at seven oh five am tomorrow', '2026-11-24', '07:05', 'bus'],
  ['gym at six o clock tomorrow', '2026-11-24', '18:00', 'gym'],
  ['meet jo at twelve', '2026-11-23', '12:00', 'meet jo'],
];

const local = (d: Date) =>
  [
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
    `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`,
  ] as const;

describe('hours said as words', () => {
  for (const locale of [EN_US, EN_GB])
    it.each(SAID)(`%s (${locale.dateOrder})`, (text, day, time, rest) => {
      const r = extractDueDate(text, MON_23, locale);
      expect(r.due?.hasTime).toBe(true);
      expect(local(r.due!.date)).toEqual([day, time]);
      expect(r.rest).toBe(rest);
    });

  it.each([
    'read one page',
    'look at one chapter',
    'finish the top ten list',
    'stare at two diagrams for an hour',
    'practise scales five times',
  ])('%s names no time', (text) => {
    expect(extractDueDate(text, MON_23, EN_US).due).toBeNull();
  });
});
