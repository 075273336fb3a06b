import type { CSSProperties } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { LOADER_SIZES, type LoaderSize, type LoaderType } from '../constants';
import css from './loader.css?inline';

const styles = defineStyles(css);

export interface LoaderProps {
  type?: LoaderType;
  size?: LoaderSize;
  /** Covers the viewport (the default, as while the session loads) or sits inline. */
  fullScreen?: boolean;
  /** What assistive technology announces. */
  label?: string;
  /** Overrides the theme's loader colour (#161326 light, #C0FAA0 dark). */
  color?: string;
}

/** A loading indicator (SPEC.md 9): clip, pulse or beat; small, medium or large. */
export function Loader({
  type = 'clip',
  size = 'medium',
  fullScreen = true,
  label = 'Loading',
  color,
}: LoaderProps) {
  useStyles(styles);
  const { clip, dot } = LOADER_SIZES[size];
  const style = {
    '--_loader-size': `${type === 'clip' ? clip : dot}px`,
    ...(color ? { '--_loader': color } : {}),
  } as CSSProperties;
  return (
    <div className="owo-loader" role="status" data-full-screen={fullScreen || undefined} style={style}>
      <span className="owo-loader__graphic" data-type={type} aria-hidden="true">
        {type !== 'clip' && (
          <>
            <span />
            <span />
            <span />
          </>
        )}
      </span>
      <span className="owo-visually-hidden">{label}</span>
    </div>
  );
}
