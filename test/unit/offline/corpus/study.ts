import { call, single, type CorpusCase } from './shape';
import { TOPIC_IDS } from '../fixture';

const card = (input: Record<string, unknown>) => [call('create_flashcard', input, true)];
const quiz = (topic: string, count = 5) => [
  call('quiz_pre_fetch', { topic_name: topic }, true),
  call('generate_quiz', { topic_name: topic, count }, true),
];

/**
 * Flashcards and quizzes. Topics: Recursion (5 cards, one wrong attempt) and Biology (2 cards);
 * every card is new, so all 7 are due.
 */
export const STUDY_CASES: CorpusCase[] = [
  // --- create_flashcard: "front :: back" and prose ---
  single(
    'create_flashcard',
    'make a flashcard: what is a closure? — a function with its scope',
    'success',
    card({ front: 'what is a closure?', back: 'a function with its scope' }),
  ),
  single(
    'create_flashcard',
    'what is a closure :: a function with its scope',
    'success',
    card({ front: 'what is a closure', back: 'a function with its scope' }),
  ),
  single(
    'create_flashcard',
    'card: mitochondria :: powerhouse of the cell (topic: biology)',
    'success',
    card({ front: 'mitochondria', back: 'powerhouse of the cell', topic_name: 'biology' }),
  ),
  single(
    'create_flashcard',
    'add a flashcard for javascript: what is hoisting? :: moving declarations to the top',
    'success',
    card({ front: 'what is hoisting?', back: 'moving declarations to the top', topic_name: 'javascript' }),
  ),
  single(
    'create_flashcard',
    'create a card. front: capital of France back: Paris',
    'success',
    card({ front: 'capital of France', back: 'Paris' }),
  ),
  single('create_flashcard', 'new flashcard Q: 2+2 A: 4', 'success', card({ front: '2+2', back: '4' })),
  single(
    'create_flashcard',
    'make a flashcard "photosynthesis" "how plants make food from light"',
    'success',
    card({ front: 'photosynthesis', back: 'how plants make food from light' }),
  ),
  single(
    'create_flashcard',
    'flashcard: what is osmosis? water moving across a membrane',
    'success',
    card({ front: 'what is osmosis?', back: 'water moving across a membrane' }),
  ),
  single(
    'create_flashcard',
    'pls make a flash card: bonjour = hello',
    'success',
    card({ front: 'bonjour', back: 'hello' }),
  ),
  single(
    'create_flashcard',
    'add a card: ser vs estar -> permanent vs temporary, in my spanish deck',
    'success',
    card({ front: 'ser vs estar', back: 'permanent vs temporary', topic_name: 'spanish' }),
  ),
  single('create_flashcard', 'make a flashcard', 'clarification_needed', [], { response: /What should the card say/ }),
  single('create_flashcard', 'make a flashcard about dogs', 'clarification_needed', [], {
    response: /Separate them with “::”/,
  }),
  single(
    'create_flashcard',
    'make a flashcard: what stops a recursion? :: a base case #recursion',
    'error',
    [call('create_flashcard', { front: 'what stops a recursion?', topic_name: 'recursion' }, false)],
    { response: /already have that card/ },
  ),

  // --- due cards and review ---
  single('due_flashcards', "what's due for review", 'success', [call('get_due_flashcards')], {
    response: /7 flashcards due/,
  }),
  single('due_flashcards', 'any cards due?', 'success', [call('get_due_flashcards')]),
  single('due_flashcards', 'how many flashcards do i have to review', 'success', [call('get_due_flashcards')]),
  single('browse_flashcards', 'show me my flashcards', 'success', [call('list_flashcards')], {
    response: /7 flashcards:/,
  }),
  single('browse_flashcards', 'what flashcards do i have', 'success', [call('list_flashcards')]),
  single(
    'browse_flashcards',
    'show cards about recursion',
    'success',
    [call('list_flashcards', { topic_id: TOPIC_IDS.recursion })],
    { response: /5 flashcards in Recursion/ },
  ),
  single('browse_flashcards', 'find cards with membrane', 'success', [call('list_flashcards', { query: 'membrane' })], {
    response: /1 flashcard matching “membrane”:\n1\. What is osmosis\?/,
  }),
  {
    intent: 'start_review',
    turns: [
      {
        say: 'start review',
        status: 'success',
        calls: [call('get_due_flashcards')],
        // The question only: the answer stays hidden until the student answers or says "show".
        response: /^\*\*Q:\*\* What is recursion\?(?![\s\S]*A function that calls itself)/,
      },
      {
        say: 'show',
        status: 'clarification_needed',
        calls: [],
        options: 4,
        response: /\*\*A:\*\* A function that calls itself/,
      },
      {
        say: '3',
        status: 'success',
        calls: [call('review_flashcard', { card_id: 1, rating: 'good' }, true), call('get_due_flashcards')],
        response: /What stops a recursion\?/,
      },
      { say: 'a base case', status: 'clarification_needed', calls: [], options: 4, response: /You said: a base case/ },
      {
        say: 'easy',
        status: 'success',
        calls: [call('review_flashcard', { card_id: 2, rating: 'easy' }, true), call('get_due_flashcards')],
      },
      { say: "i don't know", status: 'clarification_needed', calls: [], options: 4 },
      {
        say: 'again',
        status: 'success',
        calls: [call('review_flashcard', { card_id: 3, rating: 'again' }, true), call('get_due_flashcards')],
      },
      { say: 'skip', status: 'success', calls: [call('get_due_flashcards')], response: /Skipped/ },
      { say: 'stop', status: 'success', calls: [], response: /Review stopped/ },
    ],
  },
  single('start_review', 'review my flashcards', 'success', [call('get_due_flashcards')], { response: /\*\*Q:\*\*/ }),
  single('start_review', "let's review", 'success', [call('get_due_flashcards')], { response: /\*\*Q:\*\*/ }),
  {
    intent: 'delete_flashcard',
    turns: [
      { say: 'start a review', status: 'success', calls: [call('get_due_flashcards')] },
      {
        say: 'delete this card',
        status: 'confirmation_required',
        calls: [call('delete_flashcard', { card_id: 1 }, false)],
        response: /Delete flashcard 'What is recursion\?'/,
      },
      { say: 'yes', status: 'success', calls: [call('delete_flashcard', { card_id: 1 }, true)] },
    ],
  },
  single('delete_flashcard', 'delete the flashcard about osmosis', 'confirmation_required', [
    call('delete_flashcard', { card_id: 6 }, false),
  ]),
  single('delete_flashcard', 'delete card 999', 'error', [call('delete_flashcard', { card_id: 999 }, false)], {
    response: /couldn’t find that flashcard/,
  }),

  // --- suspend, bury, progress ---
  single(
    'card_state',
    'suspend the card about osmosis',
    'success',
    [call('suspend_flashcard', { card_id: 6, suspended: true }, true)],
    { response: /Suspended the card “What is osmosis\?”/ },
  ),
  single(
    'card_state',
    'bury the flashcard about mitochondria',
    'success',
    [call('bury_flashcard', { card_id: 7 }, true)],
    { response: /Buried the card “What do mitochondria do\?” until tomorrow/ },
  ),
  single('card_state', 'unsuspend card 6', 'success', [
    call('suspend_flashcard', { card_id: 6, suspended: false }, true),
  ]),
  {
    intent: 'card_state',
    turns: [
      { say: 'start a review', status: 'success', calls: [call('get_due_flashcards')] },
      {
        say: 'stop showing me this card',
        status: 'success',
        calls: [call('suspend_flashcard', { card_id: 1, suspended: true }, true)],
      },
    ],
  },
  single('progress', 'how am I doing?', 'success', [call('get_progress')], { response: /No reviews yet/ }),
  {
    intent: 'progress',
    turns: [
      { say: 'start a review', status: 'success', calls: [call('get_due_flashcards')] },
      { say: 'a function that calls itself', status: 'clarification_needed', calls: [], options: 4 },
      {
        say: '3',
        status: 'success',
        calls: [call('review_flashcard', { card_id: 1, rating: 'good' }, true), call('get_due_flashcards')],
      },
      {
        say: 'how am I doing?',
        status: 'success',
        calls: [call('get_progress')],
        response: /Last 7 days: 1 review on 1 day[\s\S]*Progress view \(Ctrl\+9\)/,
      },
    ],
  },
  single('progress', 'show my stats', 'success', [call('get_progress')]),

  // --- quizzes ---
  single('quiz', 'quiz me on recursion', 'success', quiz('Recursion'), {
    response: /Quiz on Recursion — 5 questions\. You missed 1 on this topic last time[\s\S]*Question 1 of 5/,
  }),
  single('quiz', 'give me a 3 question quiz on recursion', 'success', quiz('Recursion', 3), {
    response: /3 questions/,
  }),
  single('quiz', 'test me on biology', 'success', quiz('Biology'), { response: /Quiz on Biology — 2 questions/ }),
  single('quiz', 'quiz me on recursoin pls', 'success', quiz('Recursion')),
  single('quiz', 'can you quiz me about bio', 'success', quiz('Biology')),
  {
    intent: 'quiz',
    turns: [
      { say: 'quiz me', status: 'clarification_needed', calls: [], options: 2, response: /Which topic/ },
      { say: 'biology', status: 'success', calls: quiz('Biology') },
    ],
  },
  single('quiz', 'quiz me on chemistry', 'clarification_needed', [], {
    options: 2,
    response: /can’t quiz you on “chemistry” yet/,
  }),
  single('weak_topics', 'what are my weak topics', 'success', [call('get_weak_topics')], { response: /1\. Recursion/ }),
  single('weak_topics', 'where am i struggling?', 'success', [call('get_weak_topics')]),
  single('weak_topics', 'what should i study next', 'success', [call('get_weak_topics')]),
  single(
    'wrong_answers',
    'what did i get wrong in recursion',
    'success',
    [call('get_wrong_questions', { topic_id: TOPIC_IDS.recursion })],
    { response: /What stops a recursion\? You said: A loop\. Answer: A base case\./ },
  ),
  single('wrong_answers', 'show my wrong answers', 'success', [
    call('get_wrong_questions', { topic_id: TOPIC_IDS.recursion }),
  ]),
  single(
    'wrong_answers',
    'mistakes in biology?',
    'success',
    [call('get_wrong_questions', { topic_id: TOPIC_IDS.biology })],
    { response: /No wrong answers recorded for Biology/ },
  ),
  single('list_topics', 'list topics', 'success', [call('list_topics')], {
    response: /Recursion — 5 cards, 2 attempts/,
  }),
  single('list_topics', 'what topics do I have', 'success', [call('list_topics')]),
  {
    intent: 'delete_attempt',
    turns: [
      {
        say: 'delete quiz attempt 1',
        status: 'confirmation_required',
        calls: [call('delete_quiz_attempt', { attempt_id: 1 }, false)],
      },
      { say: 'yes', status: 'success', calls: [call('delete_quiz_attempt', { attempt_id: 1 }, true)] },
    ],
  },
];
