import type { ReactNode } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import css from './screen.css?inline';

const styles = defineStyles(css, 'element');

/** A screen's heading and body; `actions` sit beside the heading. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  useStyles(styles);
  return (
    <section className="owo-app__screen" aria-labelledby="owo-app-screen-title">
      <h1 id="owo-app-screen-title" className="owo-app__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** An honest empty state: what will show here, and nothing made up. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  useStyles(styles);
  return (
    <div className="owo-app__empty" role="status">
      <p className="owo-app__empty-title">{title}</p>
      <p>{children}</p>
    </div>
  );
}
