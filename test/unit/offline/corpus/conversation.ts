import { call, single, type CorpusCase } from './shape';

/** Help, small talk, materials questions and text the agent cannot read. */
export const CONVERSATION_CASES: CorpusCase[] = [
  single('help', 'help', 'success', [], { response: /Tasks[\s\S]*Plans[\s\S]*Flashcards[\s\S]*Quizzes/ }),
  single('help', 'what can you do?', 'success', [], { response: /offline assistant/ }),
  single('help', 'how does this work', 'success', []),
  single('greeting', 'hi', 'success', [], { response: /Hi!/ }),
  single('greeting', 'good morning', 'success', []),
  single('thanks', 'thanks!', 'success', [], { response: /welcome/ }),
  single('thanks', 'thank you so much', 'success', []),
  single('thanks', 'ok', 'success', [], { response: /anything else/ }),
  single('today', "what's the date today", 'success', [call('get_today')], {
    response: /^It’s Saturday 21 November 2026, 09:00\. You have 1 task due today, 1 overdue, 7 cards to review\./,
  }),
  // A possessive typed without its apostrophe is still the date, not a question for the materials.
  single('today', 'whats todays date', 'success', [call('get_today')], { response: /^It’s Saturday 21 November 2026/ }),
  single('materials', 'what is a monad?', 'success', [], { response: /found nothing about that in your materials/ }),
  single('materials', 'explain recursion to me', 'success', [], {
    response: /found nothing about that in your materials/,
  }),
  single('materials', 'why is the sky blue', 'success', [], { response: /found nothing about that in your materials/ }),
  single('materials', 'summarise chapter 3 of my notes', 'success', [], {
    response: /found nothing about that in your materials/,
  }),
  single('unknown', 'asdf qwer', 'clarification_needed', [], {
    options: 3,
    response: /didn’t understand[\s\S]*tasks, study plans, flashcards and quizzes/,
  }),
  single('unknown', 'jkjkjkjk', 'clarification_needed', [], { options: 3 }),
  {
    intent: 'unknown',
    turns: [
      { say: 'blorp', status: 'clarification_needed', calls: [], options: 4 },
      { say: 'zzzzt', status: 'clarification_needed', calls: [], options: 3 },
      { say: 'qwpx', status: 'clarification_needed', calls: [], options: 3, response: /Or pick one of these/ },
    ],
  },
  {
    intent: 'unknown',
    turns: [
      { say: 'buy milk', status: 'clarification_needed', calls: [], options: 4, response: /Add “Buy milk” as a task/ },
      { say: '1', status: 'success', calls: [call('add_task', { title: 'Buy milk' }, true)] },
    ],
  },
  {
    intent: 'unknown',
    turns: [
      {
        say: 'do laundry tomorrow',
        status: 'clarification_needed',
        calls: [],
        options: 4,
        response: /Add “Do laundry” \(due Sun 22 Nov\) as a task/,
      },
      {
        say: 'yes the first one',
        status: 'success',
        calls: [call('add_task', { title: 'Do laundry', due_at: '2026-11-22' }, true)],
      },
    ],
  },
  {
    intent: 'unknown',
    turns: [
      { say: 'zxcv', status: 'clarification_needed', calls: [], options: 3 },
      { say: 'show my tasks', status: 'success', calls: [call('list_tasks')] },
    ],
  },
  single('pending', 'yes', 'success', [], { response: /nothing waiting/ }),
  single('pending', 'no', 'success', []),
  single('pending', 'never mind', 'success', []),
];
