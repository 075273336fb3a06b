import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button/button';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A part loaded on demand (the gift card sale) whose code did not arrive (offline, a deploy in between)
 * says so and offers to try again, instead of emptying the whole card.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="owo-flow__alert" role="alert">
        <p>We could not load this part. Check your connection, then try again.</p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}
