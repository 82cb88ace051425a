import type { ReactNode } from 'react';

/**
 * A view whose feature has not been built yet: it says plainly what it will hold, and shows no
 * invented data.
 */
export function PlannedView(props: { title: string; summary: string; willHold: string[]; meanwhile?: ReactNode }) {
  return (
    <section className="view" aria-labelledby="view-title">
      <header className="view__header">
        <h1 id="view-title">{props.title}</h1>
      </header>
      <div className="empty">
        <p className="empty__lead">{props.summary}</p>
        <p>This view is not built yet. It will hold:</p>
        <ul>
          {props.willHold.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        {props.meanwhile && <p className="empty__meanwhile">{props.meanwhile}</p>}
      </div>
    </section>
  );
}
