import { Link } from 'react-router';
import { CtaBand } from '../components/cta-band';
import { FaqList } from '../components/faq-list';
import { Icon } from '../components/icon';
import { PageHero } from '../components/page-hero';
import { faqGroups } from '../content/faqs';
import { products } from '../content/products';
import { usePageMeta } from '../hooks/use-page-meta';

const steps = [
  {
    title: 'Create your account',
    body: 'Sign up with your email and phone number, then confirm your email with a six-digit code.',
  },
  {
    title: 'Set your transaction PIN',
    body: 'Choose a four-digit PIN. Every payment needs it, so your money stays yours even if someone sees your phone.',
  },
  {
    title: 'Add money and pay',
    body: 'Transfer from any bank to your Owo account number, or add money from a saved debit card, then send money, pay bills or buy gift cards.',
  },
];

const safeguards = [
  {
    icon: 'lock' as const,
    title: 'A PIN on every payment',
    body: 'Your password opens the app; only your transaction PIN can move money out of it.',
  },
  {
    icon: 'shield' as const,
    title: 'Funds held with licensed partners',
    body: 'Your wallet balance is held with financial institutions licensed by the Central Bank of Nigeria, separate from Owo’s own money.',
  },
  {
    icon: 'check' as const,
    title: 'Names checked before you send',
    body: 'We show the name on every bank account, meter and smartcard before you pay, so mistakes are caught early.',
  },
  {
    icon: 'users' as const,
    title: 'Your data, handled under the NDPA',
    body: 'We collect what the service needs, never sell it, and explain every use in plain language in our privacy policy.',
  },
];

const priceHighlights = [
  { figure: '₦0', label: 'to send to any Owo user' },
  { figure: '₦10', label: 'lowest bank transfer fee' },
  { figure: '₦0', label: 'convenience fee on bills' },
];

const homeFaqs = (faqGroups.find((group) => group.id === 'payments')?.faqs ?? [])
  .slice(0, 2)
  .concat((faqGroups.find((group) => group.id === 'security')?.faqs ?? []).slice(1, 2));

function WalletPreview() {
  return (
    <div
      className="wallet-preview"
      role="img"
      aria-label="The Owo app showing a wallet balance of ₦248,500 and recent payments: airtime, a transfer received and an electricity token."
    >
      <div className="wallet-card">
        <span className="wallet-label">Wallet balance</span>
        <span className="wallet-amount">₦248,500.00</span>
        <span className="wallet-account">Account 0123 456 789 · Owo partner bank</span>
      </div>
      <ul className="wallet-activity">
        <li>
          <span className="icon-tile">
            <Icon name="spark" />
          </span>
          <span className="wallet-item">MTN airtime</span>
          <span className="wallet-debit">−₦2,000.00</span>
        </li>
        <li>
          <span className="icon-tile">
            <Icon name="receive" />
          </span>
          <span className="wallet-item">From Chidinma A.</span>
          <span className="wallet-credit">+₦15,000.00</span>
        </li>
        <li>
          <span className="icon-tile">
            <Icon name="bolt" />
          </span>
          <span className="wallet-item">Ikeja Electric token</span>
          <span className="wallet-debit">−₦10,000.00</span>
        </li>
      </ul>
    </div>
  );
}

export function HomePage() {
  usePageMeta(
    'Send money, pay bills and spend in dollars',
    'Owo is a naira wallet for Nigeria: free transfers between Owo users, bank transfers from ₦10, bills with no convenience fee and gift cards, with a virtual dollar card coming soon.',
  );

  return (
    <>
      <PageHero
        eyebrow="The naira wallet for everyday life"
        title="Send money, pay bills and spend in dollars, from one app"
        lead="Owo is the simple way to move money in Nigeria. Free transfers to other Owo users, bank transfers from ₦10, and airtime, data, TV and electricity with no convenience fee. A virtual dollar card for the rest of the internet is coming soon."
        actions={
          <>
            <Link to="/auth/register" className="button button-primary button-large">
              Create Account
            </Link>
            <Link to="/pricing" className="button button-secondary button-large">
              See pricing
            </Link>
          </>
        }
        visual={<WalletPreview />}
      />

      <section className="section" aria-labelledby="products-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="products-title">Everything your money needs to do</h2>
            <p>Six ways Owo takes the stress out of paying, getting paid and planning ahead.</p>
          </div>
          <ul className="card-grid">
            {products.map((product) => (
              <li key={product.slug} className="feature-card">
                <span className="icon-tile" aria-hidden="true">
                  <Icon name={product.icon} />
                </span>
                <h3>
                  <Link to={product.path} className="card-link">
                    {product.label}
                  </Link>
                </h3>
                <p>{product.summary}</p>
                <span className="card-more" aria-hidden="true">
                  Learn more <Icon name="arrow-right" size={16} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="steps-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="steps-title">Up and running in three steps</h2>
            <p>Most people finish sign-up in under five minutes.</p>
          </div>
          <ol className="steps">
            {steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="safety-title">
        <div className="container split">
          <div className="section-heading">
            <h2 id="safety-title">Built to keep your money safe</h2>
            <p>
              Security is not a feature we add at the end. It shapes every screen, from sign-up to the last
              naira you spend.
            </p>
            <Link to="/about" className="text-link">
              How we work
            </Link>
          </div>
          <ul className="check-list">
            {safeguards.map((item) => (
              <li key={item.title}>
                <span className="icon-tile" aria-hidden="true">
                  <Icon name={item.icon} />
                </span>
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-subtle" aria-labelledby="prices-title">
        <div className="container">
          <div className="section-heading">
            <h2 id="prices-title">Fees you can count on one hand</h2>
            <p>No monthly fees and no surprises. Every fee is shown before you enter your PIN.</p>
          </div>
          <dl className="stat-row">
            {priceHighlights.map((item) => (
              <div key={item.label} className="stat">
                <dt>{item.label}</dt>
                <dd>{item.figure}</dd>
              </div>
            ))}
          </dl>
          <p className="section-link">
            <Link to="/pricing" className="text-link">
              See every fee
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-faq-title">
        <div className="container narrow">
          <div className="section-heading">
            <h2 id="home-faq-title">Questions people ask first</h2>
          </div>
          <FaqList faqs={homeFaqs} />
          <p className="section-link">
            <Link to="/faqs" className="text-link">
              Read all FAQs
            </Link>
          </p>
        </div>
      </section>

      <CtaBand />
    </>
  );
}
