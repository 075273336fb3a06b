import { Component, type ReactNode } from 'react';
import { Failure, failureMessage } from '../../internal/failure';

interface Props {
  /** A new value (the next path) clears the error, so leaving a broken screen works. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  /** What the screen failed with; undefined while it is fine. */
  error?: unknown;
  key: string;
}

/**
 * A screen that fails to load (its chunk did not arrive: offline, a deploy in between) or to render
 * shows a way forward instead of emptying the whole area: what went wrong ("Can't reach Owo. Check
 * your connection." for a chunk that did not come) and Retry, which loads the screen again.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <div className="owo-app__screen-error">
        <h1 className="owo-app__title">This page could not load</h1>
        <Failure
          message={failureMessage(this.state.error)}
          onRetry={() => this.setState({ error: undefined })}
        />
      </div>
    );
  }
}
