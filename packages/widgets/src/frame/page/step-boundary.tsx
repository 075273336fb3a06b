import { Component, type ReactNode } from 'react';
import failureCss from '../../internal/failure.css?inline';
import { retryFailedParts } from '../../internal/retryable-lazy';
import { UNREACHABLE_MESSAGE } from '../../internal/runtime';
import { defineStyles, useStyles } from '../../internal/shadow-styles';

const styles = defineStyles(failureCss, 'kit');

function Failed({ onRetry }: { onRetry: () => void }) {
  useStyles(styles);
  return (
    <div className="owo-alert" role="alert">
      {UNREACHABLE_MESSAGE}
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * An account view's step that could not be drawn (its chunk did not arrive: offline) says so, and
 * Retry draws it again where the person was, loading the chunk anew (the steps are retryableLazy).
 * Small, as the frame's JavaScript has a budget of its own: not the elements' ElementBoundary.
 */
export class StepBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Failed
        onRetry={() => {
          retryFailedParts();
          this.setState({ failed: false });
        }}
      />
    );
  }
}
