import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  visual?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, actions, visual }: PageHeroProps) {
  return (
    <section className="hero" data-has-visual={visual ? true : undefined}>
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{eyebrow}</p>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
          {actions ? <div className="hero-actions">{actions}</div> : null}
        </div>
        {visual}
      </div>
    </section>
  );
}
