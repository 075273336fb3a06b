import { Link } from 'react-router';
import { FaqList } from '../components/faq-list';
import { PageHero } from '../components/page-hero';
import { faqGroups } from '../content/faqs';
import { usePageMeta } from '../hooks/use-page-meta';

export function FaqsPage() {
  usePageMeta(
    'FAQs',
    'Answers about Owo accounts, verification, transfers, bills, gift cards, the virtual dollar card, fees and security.',
  );

  return (
    <>
      <PageHero
        eyebrow="FAQs"
        title="Questions, answered"
        lead="Everything people most often ask us about accounts, payments, fees and security. Can’t find your answer? Our support team is a message away."
      />
      <div className="container faq-page">
        <nav className="faq-toc" aria-label="FAQ topics">
          <ul>
            {faqGroups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {faqGroups.map((group) => (
            <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`}>{group.title}</h2>
              <FaqList faqs={group.faqs} />
            </section>
          ))}
          <div className="faq-more">
            <h2>Still need help?</h2>
            <p>Send us a message and we will reply within one working day, usually much sooner.</p>
            <Link to="/contact" className="button button-primary">
              Contact support
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
