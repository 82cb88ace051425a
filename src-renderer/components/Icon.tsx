/** Stroke icons drawn here rather than emoji, which render as boxes where no emoji font exists. */
const PATHS = {
  chat: 'M4 5h16v10H9l-5 4z',
  today:
    'M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  plans: 'M4 6l5-2 6 2 5-2v14l-5 2-6-2-5 2zM9 4v14M15 6v14',
  tasks: 'M4 6h2M4 12h2M4 18h2M9 6h11M9 12h11M9 18h11',
  quizzes: 'M9.2 9a3 3 0 1 1 4.3 2.7c-.9.4-1.5 1.2-1.5 2.2V15M12 18.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  flashcards: 'M7 4h12v14H7zM4 7v13h12',
  materials: 'M4 5a2 2 0 0 1 2-2h5v17H6a2 2 0 0 0-2 2zM20 5a2 2 0 0 0-2-2h-5v17h5a2 2 0 0 1 2 2z',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19 12l2-1-1-3-2.2.2-1.3-1.3L16.7 4.7 14 3.6 12.8 5.4h-1.6L10 3.6 7.3 4.7l.2 2.2-1.3 1.3L4 8l-1 3 2 1-2 1 1 3 2.2-.2 1.3 1.3-.2 2.2 2.7 1.1 1.2-1.8h1.6l1.2 1.8 2.7-1.1-.2-2.2 1.3-1.3L20 16l1-3z',
  progress: 'M4 20V10M10 20V4M16 20v-7M21 20H3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
