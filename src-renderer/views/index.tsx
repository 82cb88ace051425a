import type { JSX } from 'react';
import { ChatView } from './chat/ChatView';
import { FlashcardsView } from './flashcards/FlashcardsView';
import { PlannedView } from './PlannedView';
import { QuizzesView } from './quizzes/QuizzesView';
import { SettingsView } from './SettingsView';
import { TasksView } from './tasks/TasksView';
import { TodayView } from './today/TodayView';
import { PlansView } from './plans/PlansView';
import type { ViewId } from './registry';

/** The component for each view. Features replace their PlannedView as they land. */
export const VIEW_COMPONENTS: Record<ViewId, () => JSX.Element> = {
  chat: ChatView,
  today: TodayView,
  plans: PlansView,
  tasks: TasksView,
  quizzes: QuizzesView,
  flashcards: FlashcardsView,
  materials: () => (
    <PlannedView
      title="Materials"
      summary="Your notes, books and PDFs, searchable and used to ground answers."
      willHold={['Imported files and folders with their index status', 'Search with cited passages']}
    />
  ),
  settings: SettingsView,
};
