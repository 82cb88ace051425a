import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trapTab } from '../focusTrap';
import { modKey } from '../keyboard';
import { useFirstRun } from '../stores/firstRun';
import type { SampleStatus } from '../../src-shared/ipc/sample';

interface Step {
  title: string;
  body: ReactNode;
}

/**
 * The first screen says what this database holds: on a new one, the sample library and the offer
 * of sample data; on one the student already filled (in the CLI, over MCP, by an import), their own
 * things, and no sample offered as if it were new.
 */
function welcome(status: SampleStatus | null): Step {
  const own = status?.own_data ?? false;
  return {
    title: 'Welcome to Quire',
    body: (
      <>
        <p>
          Quire keeps your tasks, study plans, flashcards, quizzes and notes in one file on this computer, and an agent
          works on them when you ask in plain words — with Claude, a local model, or offline with none.
        </p>
        {own ? (
          <p data-testid="tour-own-data">
            Your tasks, cards and plans are already here: Today shows what is due. The next two screens show how to move
            around.
          </p>
        ) : (
          <p>
            {status?.sample_material
              ? 'Your first library is already in Materials: two short sample notes on cells and photosynthesis, with flashcards written inside them. '
              : ''}
            Add sample cards, a plan and tasks too, to see every view filled in; one action takes all of it away again.
          </p>
        )}
      </>
    ),
  };
}

const LATER_STEPS: Step[] = [
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
 * the sample data (offered only to a database without the student's own things). It never comes back by itself once closed; the palette's "Show the tour" does.
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

  const steps = [welcome(status), ...LATER_STEPS];
  const last = step === steps.length - 1;
  const close = () => {
    setStep(0);
    void finishTour();
  };
  const forward = () => (last ? close() : setStep(step + 1));
  const sampleAdded = status?.sample_data ?? false;
  // A database with the student's own things is not new: no sample data offered as if it were.
  const offerSample = sampleAdded || !(status?.own_data ?? false);
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
    } else if (e.key.toLowerCase() === 'a' && offerSample && !sampleAdded) {
      e.preventDefault();
      void addSample();
    } else trapTab(e, dialog.current);
    e.stopPropagation();
  };
  const current = steps[step]!;
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
          {step + 1} of {steps.length}
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
          {offerSample && (
            <button
              type="button"
              className="button"
              disabled={sampleAdded}
              onClick={() => void addSample()}
              data-testid="tour-add-sample"
            >
              {sampleAdded ? 'Sample data added' : 'Add sample data'} <kbd>A</kbd>
            </button>
          )}
          <button ref={next} type="button" className="button button--primary" onClick={forward}>
            {last ? 'Start' : 'Next'} <kbd>↵</kbd>
          </button>
        </div>
      </div>
    </div>
  );
}
