import { Link } from 'react-router';
import { CtaBand } from '../components/cta-band';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { company } from '../content/site';
import { usePageMeta } from '../hooks/use-page-meta';

const principles = [
  {
    icon: 'check' as const,
    title: 'Show the price first',
    body: 'Every fee and exchange rate appears before you confirm. If we would be embarrassed to show a charge up front, we do not charge it.',
  },
  {
    icon: 'shield' as const,
    title: 'Protect people, not just accounts',
    body: 'Most fraud starts with a convincing message, not a hacked password. We design for that: name checks, a PIN on every payment and plain warnings when something looks wrong.',
  },
  {
    icon: 'clock' as const,
    title: 'Respect people’s time',
    body: 'Paying for light at 10pm should take a minute, not a queue. When something fails, money comes back automatically, without a claim form.',
  },
  {
    icon: 'users' as const,
    title: 'Build for how Nigerians live',
    body: 'Family contributions, owambe budgets, dollar subscriptions, school PINs in August. We build for the money moments people actually have.',
  },
];

export function AboutPage() {
  usePageMeta(
    'About us',
    'Owo is a Lagos-built money app for everyday payments in Nigeria. Why we started, what we believe and how we keep your money safe.',
  );

  return (
    <>
      <PageHero
        eyebrow="About Owo"
        title="Everyday money, without the wahala"
        lead="Owo means money in Yoruba. We are a Lagos team building the app we wanted for ourselves: one place to send, receive, pay bills and spend in dollars, with honest prices and no surprises."
      />

      <section className="section" aria-labelledby="story-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="story-title">Why we started</h2>
          </div>
          <div className="prose">
            <p>
              Most of us juggle three or four apps to get through a month: one for transfers, another for
              airtime, a different one for the light bill and a friend’s dollar card for that one
              subscription. Each has its own fees, its own login and its own way of failing at the worst
              moment.
            </p>
            <p>
              We started Owo in 2025 to put those everyday payments in one wallet and to make them
              predictable. Transfers between Owo users are free. Bank transfers cost a flat ₦10, ₦25 or ₦50.
              Bills cost what they cost, with no convenience fee. When a payment fails, the money comes back
              on its own.
            </p>
            <p>
              We opened to everyone in Nigeria in July 2026 and have been adding the things our customers ask
              for since: education payments and gift card sales. A virtual dollar card and event expenses, for
              the celebrations that bring families together, are next.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="principles-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="principles-title">What we believe</h2>
          </div>
          <ul className="card-grid card-grid-4">
            {principles.map((item) => (
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

      <section className="section" aria-labelledby="safety-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="safety-title">How your money is held</h2>
          </div>
          <div className="prose">
            <p>
              Owo is a technology company, not a bank. Your account number, wallet and cards are provided
              together with financial institutions licensed by the Central Bank of Nigeria, and the money in
              your wallet is held with them, separate from the money Owo uses to run the business.
            </p>
            <p>
              We verify every customer, as Nigerian rules require, and monitor payments for fraud. We handle
              your personal data under the Nigeria Data Protection Act 2023; our{' '}
              <Link to="/privacy">privacy policy</Link> explains what we collect and why, and our{' '}
              <Link to="/terms">terms of service</Link> set out what you can expect from us.
            </p>
          </div>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="reach-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="reach-title">Talk to us</h2>
            <p>We read everything. Product ideas are especially welcome.</p>
          </div>
          <ul className="contact-cards">
            <li>
              <h3>Customers</h3>
              <p>
                <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> or{' '}
                <a href={company.phoneHref}>{company.phoneDisplay}</a>
              </p>
            </li>
            <li>
              <h3>Press</h3>
              <p>
                <a href={`mailto:${company.pressEmail}`}>{company.pressEmail}</a>
              </p>
            </li>
            <li>
              <h3>Office</h3>
              <p>{company.address.join(', ')}</p>
            </li>
          </ul>
        </div>
      </section>

      <CtaBand title="Join us" />
    </>
  );
}
