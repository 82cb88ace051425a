import type { Settings } from '../src-shared/settings';
import { invoke } from './api/client';
import { callTool } from './api/tools';
import type { PaletteCommand } from './paletteCommand';
import { useFlashcards } from './stores/flashcards';
import { useNavigation } from './stores/navigation';
import { useQuizzes } from './stores/quizzes';
import { useSystem } from './stores/system';
import { toast, toastError } from './stores/toasts';
import { TOOL } from '../src-shared/tools/names';

const PROVIDER_NAMES: Record<Settings['provider'], string> = {
  auto: 'automatic',
  cloud: 'Claude (cloud)',
  local: 'the local model',
  offline: 'the offline agent',
};

/**
 * Palette entries for Flashcards, Quizzes and Settings: each action those views offer by key is
 * also reachable by name, from anywhere.
 */
export function studyCommands(): PaletteCommand[] {
  const { go } = useNavigation.getState();
  const system = useSystem.getState();
  const current = system.settings?.provider ?? 'auto';

  const switchProvider = (Object.keys(PROVIDER_NAMES) as Settings['provider'][])
    .filter((p) => p !== current)
    .map<PaletteCommand>((p) => ({
      id: `provider:${p}`,
      label: `Switch provider to ${PROVIDER_NAMES[p]}`,
      group: 'Actions',
      keywords: ['agent', 'model', 'claude', 'ollama', 'offline', 'local'],
      run: async () => {
        const error = await system.updateSettings({ provider: p });
        if (error) return void toastError(error.message);
        await useSystem.getState().refreshHealth();
        toast(`Now using ${PROVIDER_NAMES[p]}.`);
      },
    }));

  // One entry per subject: its page gathers the topic's cards, tasks, plans and options.
  const topics = useFlashcards.getState().decks.map<PaletteCommand>((d) => ({
    id: `topic:${d.topic_id}`,
    label: `Open topic ${d.name}`,
    // Actions, not Go to: any loose match in Go to outranks every action (see CommandPalette), and
    // "tour" with a topic named Recursion opened the topic instead of the tour.
    group: 'Actions',
    keywords: ['topic', 'subject', 'deck', 'course'],
    run: () => {
      useFlashcards.getState().openTopic({ topicId: d.topic_id, name: d.name });
      go('flashcards');
    },
  }));

  return [
    ...topics,
    {
      id: 'flashcards:review',
      label: 'Start flashcard review',
      group: 'Actions',
      shortcut: 'R',
      keywords: ['review', 'review cards', 'study', 'due', 'cards', 'anki', 'spaced repetition'],
      run: () => {
        useFlashcards.getState().startReview(null);
        go('flashcards');
      },
    },
    {
      id: 'flashcards:new',
      label: 'New flashcard',
      group: 'Actions',
      shortcut: 'N',
      keywords: ['new card', 'add card', 'create card', 'add flashcard'],
      run: () => {
        useFlashcards.getState().setNewCardOpen(true);
        go('flashcards');
      },
    },
    {
      id: 'quiz:start',
      label: 'Start a quiz',
      group: 'Actions',
      shortcut: 'S',
      keywords: ['test', 'quiz me'],
      run: () => {
        // A quiz in progress stays; otherwise the quiz form gets focus.
        if (!useQuizzes.getState().run) useQuizzes.setState((s) => ({ setupFocus: s.setupFocus + 1 }));
        go('quizzes');
      },
    },
    {
      id: 'quiz:retry',
      label: 'Retry wrong answers',
      group: 'Actions',
      shortcut: 'W',
      keywords: ['mistakes', 'weak topics', 'quiz'],
      run: async () => {
        const weak = await callTool(TOOL.get_weak_topics, { limit: 1 });
        if (!weak.ok) return void toastError(weak.error.message);
        const topic = weak.data.weak_topics[0];
        if (!topic) return void toast('No wrong answers are waiting to be retried.');
        const failed = await useQuizzes.getState().startRetry(topic.topic_id, topic.name);
        if (failed) return void toastError(failed.message);
        go('quizzes');
      },
    },
    {
      id: 'backup:now',
      label: 'Back up now',
      group: 'Actions',
      shortcut: 'B',
      keywords: ['backup', 'copy', 'database', 'save'],
      run: async () => {
        const r = await invoke('backup:now');
        if (r.ok) toast(`Backed up to ${r.data.file}.`);
        else toastError(`Backup failed: ${r.error.message}`);
      },
    },
    ...switchProvider,
  ];
}
