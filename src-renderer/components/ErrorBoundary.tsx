import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Shown in the heading, e.g. the view's name. */
  where: string;
}
interface State {
  error: Error | null;
}

/** A crash in one view shows a recoverable message instead of a blank window. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Quire: ${this.props.where} crashed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="crash">
        <h2>{this.props.where} hit a problem</h2>
        <p>Your data is safe — nothing was lost. You can try again, or switch to another view.</p>
        <pre className="crash__detail">{this.state.error.message}</pre>
        <button type="button" className="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
