import type { ReactNode } from 'react';

/** An honest empty state: what will show here, and nothing made up. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="owo-app__empty" role="status">
      <p className="owo-app__empty-title">{title}</p>
      <p>{children}</p>
    </div>
  );
}

/** A screen's heading and body. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="owo-app__screen" aria-labelledby="owo-app-screen-title">
      <h1 id="owo-app-screen-title" className="owo-app__title">
        {title}
      </h1>
      {children}
    </section>
  );
}
