import { useId, useState } from 'react';
import type { Faq } from '../content/faqs';
import { Icon } from './icon';

function FaqItem({ faq, Heading }: { faq: Faq; Heading: 'h2' | 'h3' }) {
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <div className="faq-item" data-open={open}>
      <Heading className="faq-question">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{faq.question}</span>
          <Icon name="chevron-down" />
        </button>
      </Heading>
      <div id={`${id}-answer`} className="faq-answer" hidden={!open}>
        {faq.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

/** An accordion of questions: each heading holds a button that shows or hides its answer. */
export function FaqList({ faqs, headingLevel = 3 }: { faqs: Faq[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <FaqItem key={faq.question} faq={faq} Heading={Heading} />
      ))}
    </div>
  );
}
