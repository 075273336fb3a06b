import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value (the next path) clears the error, so leaving a broken screen works. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
}

/**
 * A screen that fails to load (its chunk did not arrive: offline, a deploy in between) or to render
 * shows a way forward instead of emptying the whole area.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="owo-app__screen-error" role="alert">
        <h1 className="owo-app__title">This page could not load</h1>
        <p>Check your connection, then reload the page to try again.</p>
        <button type="button" className="owo-app__retry" onClick={() => location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
