/** The app's views, in sidebar order; Ctrl/Cmd+1…9 follow this order. */
export const VIEWS = [
  { id: 'chat', label: 'Chat' },
  { id: 'today', label: 'Today' },
  { id: 'plans', label: 'Plans' },
  { id: 'tasks', label: 'Tasks' },
  { id: 'quizzes', label: 'Quizzes' },
  { id: 'flashcards', label: 'Flashcards' },
  { id: 'materials', label: 'Materials' },
  { id: 'settings', label: 'Settings' },
  // Last, so Ctrl/Cmd+1…8 kept their views when Progress arrived.
  { id: 'progress', label: 'Progress' },
] as const;

export type ViewId = (typeof VIEWS)[number]['id'];
