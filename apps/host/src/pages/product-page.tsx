import { Link, useMatches } from 'react-router';
import { CtaBand } from '../components/cta-band';
import { FaqList } from '../components/faq-list';
import { Icon } from '../components/icon';
import { NewsletterForm } from '../components/newsletter-form';
import { PageHero } from '../components/page-hero';
import { productPages } from '../content/product-pages';
import type { ProductSlug } from '../content/products';
import { usePageMeta } from '../hooks/use-page-meta';

export interface ProductRouteHandle {
  product: ProductSlug;
}

function useProductSlug(): ProductSlug {
  const handle = useMatches().at(-1)?.handle as ProductRouteHandle | undefined;
  if (!handle) throw new Error('ProductPage needs a route with handle: { product }');
  return handle.product;
}

/**
 * One template for the six product pages; the words live in content/product-pages.ts. A product not in
 * the app yet says so and offers the newsletter's launch news instead of an account.
 */
export function ProductPage() {
  const page = productPages[useProductSlug()];
  usePageMeta(page.metaTitle, page.metaDescription);
  const soon = page.comingSoon;

  return (
    <>
      <PageHero
        eyebrow={soon ? `${page.eyebrow} · Coming soon` : page.eyebrow}
        title={page.title}
        lead={page.lead}
        actions={
          <>
            {soon ? (
              <a href="#launch-news" className="button button-primary button-large">
                Get the launch news
              </a>
            ) : (
              <Link to="/auth/register" className="button button-primary button-large">
                Create Account
              </Link>
            )}
            <Link to="/pricing" className="button button-secondary button-large">
              See pricing
            </Link>
          </>
        }
      />

      <section className="section" aria-labelledby="highlights-title">
        <div className="container">
          <h2 id="highlights-title" className="visually-hidden">
            Highlights
          </h2>
          <ul className="card-grid card-grid-4">
            {page.highlights.map((item) => (
              <li key={item.title} className="feature-card">
                <span className="icon-tile" aria-hidden="true">
                  <Icon name={item.icon} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="how-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="how-title">{soon ? 'How it will work' : 'How it works'}</h2>
          </div>
          <ol className="steps">
            {page.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="details-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="details-title">{page.details.title}</h2>
            <p>{page.details.intro}</p>
          </div>
          <div className="detail-groups">
            {page.details.groups.map((group) => (
              <div key={group.title} className="detail-group">
                <h3>{group.title}</h3>
                <ul className="tick-list">
                  {group.items.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={18} />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="fees-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="fees-title">{soon ? 'What it will cost' : 'What it costs'}</h2>
            <p>{page.pricing.summary}</p>
            <Link to="/pricing" className="text-link">
              Full pricing
            </Link>
          </div>
          <ul className="price-points">
            {page.pricing.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>

      {soon && (
        <section id="launch-news" className="section launch-news" aria-label="Launch news">
          <div className="container narrow">
            <NewsletterForm title="Hear the day it opens" intro={soon.signup} />
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="product-faq-title">
        <div className="container narrow">
          <div className="section-heading">
            <h2 id="product-faq-title">Common questions</h2>
          </div>
          <FaqList faqs={page.faqs} />
          <p className="section-link">
            <Link to="/faqs" className="text-link">
              More answers in our FAQs
            </Link>
          </p>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
