import { Link } from 'react-router';
import { AppStoreBadges } from './app-store-badges';

export function CtaBand({
  title = 'Open your free Owo account in minutes',
  body = 'All you need is an email address and a Nigerian phone number. Verify your email, set your PIN and start paying.',
}: {
  title?: string;
  body?: string;
}) {
  return (
    <section className="section">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2>{title}</h2>
            <p>{body}</p>
          </div>
          <div className="cta-actions">
            <Link to="/auth/register" className="button button-accent button-large">
              Create Account
            </Link>
            <AppStoreBadges />
          </div>
        </div>
      </div>
    </section>
  );
}
