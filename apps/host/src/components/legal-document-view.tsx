import { formatDate } from '@owo/core';
import type { LegalDocument } from '../content/legal';
import { siteTimeZone } from '../content/site';
import { usePageMeta } from '../hooks/use-page-meta';

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  usePageMeta(document.title, document.summary);

  return (
    <article className="container legal">
      <header className="legal-header">
        <p className="eyebrow">Legal</p>
        <h1>{document.title}</h1>
        <p className="legal-updated">
          Last updated{' '}
          <time dateTime={document.updated}>{formatDate(document.updated, { timeZone: siteTimeZone })}</time>
        </p>
      </header>
      <div className="legal-layout">
        <nav className="legal-toc" aria-label="On this page">
          <p className="legal-toc-title">On this page</p>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose">
          {document.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body.map((block) =>
                typeof block === 'string' ? (
                  <p key={block}>{block}</p>
                ) : (
                  <ul key={block.join('|')}>
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
