import type { JSX } from 'react';
import { ChatView } from './chat/ChatView';
import { FlashcardsView } from './flashcards/FlashcardsView';
import { MaterialsView } from './materials/MaterialsView';
import { QuizzesView } from './quizzes/QuizzesView';
import { SettingsView } from './SettingsView';
import { TasksView } from './tasks/TasksView';
import { TodayView } from './today/TodayView';
import { PlansView } from './plans/PlansView';
import { ProgressView } from './progress/ProgressView';
import type { ViewId } from './registry';

/** The component for each view. */
export const VIEW_COMPONENTS: Record<ViewId, () => JSX.Element> = {
  chat: ChatView,
  today: TodayView,
  plans: PlansView,
  tasks: TasksView,
  quizzes: QuizzesView,
  flashcards: FlashcardsView,
  materials: MaterialsView,
  progress: ProgressView,
  settings: SettingsView,
};
