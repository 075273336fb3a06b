import { type Ref, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore } from 'react';
import { useBusEvent } from '../../internal/runtime';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { PROGRESS } from '../constants';
import css from './progress-bar.css?inline';
import { ProgressController } from './progress-controller';

const styles = defineStyles(css);

/** Draws a ProgressController's state: a thin bar across the top of the viewport, no spinner. */
export function ProgressBar({
  controller,
  label = 'Loading page',
}: {
  controller: ProgressController;
  label?: string;
}) {
  useStyles(styles);
  const { value, visible } = useSyncExternalStore(controller.subscribe, controller.getState);
  if (value === null) return null;
  return (
    <div
      className="owo-progress"
      part="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      data-visible={visible || undefined}
      style={{ transitionDuration: `${PROGRESS.speedMs}ms` }}
    >
      <div
        className="owo-progress__bar"
        style={{
          transform: `translate3d(${(value - 1) * 100}%, 0, 0)`,
          transitionDuration: `${PROGRESS.speedMs}ms`,
        }}
      />
    </div>
  );
}

export interface RouteProgressHandle {
  start(): void;
  done(): void;
}

export interface RouteProgressProps {
  /** The current path and query: every change starts the bar, which stops 500 ms later. */
  routeKey?: string;
  ref?: Ref<RouteProgressHandle>;
}

/** The page's route progress bar: runs on route changes, on start()/done() and while requests are in flight. */
export function RouteProgress({ routeKey, ref }: RouteProgressProps) {
  const [controller] = useState(() => new ProgressController());
  useImperativeHandle(ref, () => ({ start: () => controller.start(), done: () => controller.done() }), [
    controller,
  ]);
  useBusEvent('progress:change', ({ inFlight }) => controller.setInFlight(inFlight), { notify: true });
  useEffect(() => () => controller.dispose(), [controller]);

  // The route the bar mounted on is the page load, not a navigation.
  const previousKey = useRef(routeKey);
  useEffect(() => {
    if (routeKey === previousKey.current) return;
    previousKey.current = routeKey;
    controller.routeChanged();
  }, [routeKey, controller]);

  return <ProgressBar controller={controller} />;
}
