import type { JSX } from 'react';
import { PlannedView } from './PlannedView';
import { SettingsView } from './SettingsView';
import type { ViewId } from './registry';

/** The component for each view. Features replace their PlannedView as they land. */
export const VIEW_COMPONENTS: Record<ViewId, () => JSX.Element> = {
  chat: () => (
    <PlannedView
      title="Chat"
      summary="Ask Quire in plain language to plan, add tasks, quiz you or make flashcards."
      willHold={[
        'Your conversations, with the agent’s answers streamed as they are written',
        'Each tool the agent uses shown as a card with its inputs and outcome',
        'A confirmation dialog before anything is deleted',
      ]}
    />
  ),
  today: () => (
    <PlannedView
      title="Today"
      summary="What needs you today, in one place."
      willHold={['Overdue and due-today tasks', 'Flashcards due for review', 'Study-plan items due', 'Your weakest quiz topics']}
    />
  ),
  plans: () => (
    <PlannedView
      title="Plans"
      summary="Study plans that spread a goal over days."
      willHold={['Your plans with progress bars', 'Each plan’s items, moved through to-do → in progress → done by keyboard']}
    />
  ),
  tasks: () => (
    <PlannedView
      title="Tasks"
      summary="Everything you need to do, with due dates and priorities."
      willHold={['Quick add that understands “essay draft friday p1”', 'Pending, completed and all tasks, searchable']}
    />
  ),
  quizzes: () => (
    <PlannedView
      title="Quizzes"
      summary="Test yourself and retry what you got wrong."
      willHold={['Quizzes from your flashcards and materials', 'Your score per topic and your weak topics']}
    />
  ),
  flashcards: () => (
    <PlannedView
      title="Flashcards"
      summary="Spaced repetition scheduled with FSRS."
      willHold={['Topics with their due counts', 'Anki-style review: Space reveals, 1–4 rate, U undoes', 'A card browser']}
    />
  ),
  materials: () => (
    <PlannedView
      title="Materials"
      summary="Your notes, books and PDFs, searchable and used to ground answers."
      willHold={['Imported files and folders with their index status', 'Search with cited passages']}
    />
  ),
  settings: SettingsView,
};
