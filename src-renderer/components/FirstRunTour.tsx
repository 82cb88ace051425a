import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trapTab } from '../focusTrap';
import { modKey } from '../keyboard';
import { useFirstRun } from '../stores/firstRun';

interface Step {
  title: string;
  body: ReactNode;
}

const STEPS: Step[] = [
  {
    title: 'Welcome to Quire',
    body: (
      <>
        <p>
          Quire keeps your tasks, study plans, flashcards, quizzes and notes in one file on this computer, and an agent
          works on them when you ask in plain words — with Claude, a local model, or offline with none.
        </p>
        <p>
          Your first library is already in Materials: two short sample notes on cells and photosynthesis, with
          flashcards written inside them. Add sample cards, a plan and tasks too, to see every view filled in; one
          action takes all of it away again.
        </p>
      </>
    ),
  },
  {
    title: 'Everything from the keyboard',
    body: (
      <ul className="tour__keys">
        <li>
          <kbd>{modKey}K</kbd> the command palette: type what you want — “add task”, “new card”, “import”, “backup”.
        </li>
        <li>
          <kbd>{modKey}1</kbd>…<kbd>{modKey}9</kbd> switch views: Chat, Today, Plans, Tasks, Quizzes, Flashcards,
          Materials, Settings, Progress.
        </li>
        <li>
          <kbd>?</kbd> lists the keys of the view you are in; <kbd>{modKey}Z</kbd> undoes the last change.
        </li>
      </ul>
    ),
  },
  {
    title: 'Where to start',
    body: (
      <ul className="tour__keys">
        <li>Today shows what is due: tasks, cards and plan steps.</li>
        <li>Chat answers from your materials with numbered citations — try “what does the cell membrane do?”.</li>
        <li>Progress draws your reviews, what falls due next and how well you remember each topic.</li>
      </ul>
    ),
  },
];

/**
 * The first start's guided tour: three screens, skippable (Esc), Enter or → for next, ← back, A adds
 * the sample data. It never comes back by itself once closed; the palette's "Show the tour" does.
 */
export function FirstRunTour() {
  const open = useFirstRun((s) => s.tourOpen);
  const status = useFirstRun((s) => s.status);
  const { finishTour, addSample } = useFirstRun.getState();
  const [step, setStep] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) next.current?.focus();
  }, [open, step]);
  if (!open) return null;

  const last = step === STEPS.length - 1;
  const close = () => {
    setStep(0);
    void finishTour();
  };
  const forward = () => (last ? close() : setStep(step + 1));
  const sampleAdded = status?.sample_data ?? false;
  const onKeyDown = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowRight' || (e.key === 'Enter' && target === next.current)) {
      e.preventDefault();
      forward();
    } else if (e.key === 'ArrowLeft' && step > 0) {
      e.preventDefault();
      setStep(step - 1);
    } else if (e.key.toLowerCase() === 'a' && !sampleAdded) {
      e.preventDefault();
      void addSample();
    } else trapTab(e, dialog.current);
    e.stopPropagation();
  };
  const current = STEPS[step]!;
  return (
    <div className="overlay overlay--center">
      <div
        ref={dialog}
        className="dialog tour"
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        aria-describedby="tour-step"
        onKeyDown={onKeyDown}
      >
        <p id="tour-step" className="tour__step">
          {step + 1} of {STEPS.length}
        </p>
        <h2 id="tour-title">{current.title}</h2>
        <div className="tour__body">{current.body}</div>
        <div className="dialog__actions">
          <button type="button" className="button button--quiet" onClick={close}>
            Skip the tour <kbd>Esc</kbd>
          </button>
          {step > 0 && (
            <button type="button" className="button" onClick={() => setStep(step - 1)}>
              Back <kbd>←</kbd>
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={sampleAdded}
            onClick={() => void addSample()}
            data-testid="tour-add-sample"
          >
            {sampleAdded ? 'Sample data added' : 'Add sample data'} <kbd>A</kbd>
          </button>
          <button ref={next} type="button" className="button button--primary" onClick={forward}>
            {last ? 'Start' : 'Next'} <kbd>↵</kbd>
          </button>
        </div>
      </div>
    </div>
  );
}
