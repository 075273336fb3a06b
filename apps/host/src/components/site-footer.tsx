import { Link } from 'react-router';
import { footerGroups, legalLinks, type NavItem } from '../content/navigation';
import { company, socialLinks } from '../content/site';
import { AppStoreBadges } from './app-store-badges';
import { Icon } from './icon';
import { Logo } from './logo';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icon';

function FooterLink({ item }: { item: NavItem }) {
  return item.external ? <a href={item.to}>{item.label}</a> : <Link to={item.to}>{item.label}</Link>;
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-top">
          <div className="footer-brand">
            <Logo />
            <p>
              Secure payments, bills and virtual dollar cards for Nigeria, from one naira wallet. Built in
              Lagos.
            </p>
            <NewsletterForm />
          </div>
          <nav className="footer-links" aria-label="Footer">
            {footerGroups.map((group) => (
              <div key={group.title}>
                <h2 className="footer-title">{group.title}</h2>
                <ul>
                  {group.links.map((item) => (
                    <li key={`${item.label}-${item.to}`}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="footer-middle">
          <div>
            <h2 className="footer-title">Contact</h2>
            <address className="footer-contact">
              <span>
                <Icon name="pin" size={18} />
                {company.address.join(', ')}
              </span>
              <a href={`mailto:${company.supportEmail}`}>
                <Icon name="mail" size={18} />
                {company.supportEmail}
              </a>
              <a href={company.phoneHref}>
                <Icon name="phone" size={18} />
                {company.phoneDisplay}
              </a>
            </address>
          </div>
          <div>
            <h2 className="footer-title">Get the app</h2>
            <AppStoreBadges />
          </div>
          <div>
            <h2 className="footer-title">Follow us</h2>
            <ul className="social-links">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    rel="noopener"
                    target="_blank"
                    aria-label={`${social.label} (opens in a new tab)`}
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="footer-bottom">
          <p>© {new Date().getFullYear()} Owo</p>
          <nav aria-label="Legal">
            <ul className="legal-links">
              {legalLinks.map((item) => (
                <li key={item.to}>
                  <FooterLink item={item} />
                </li>
              ))}
            </ul>
          </nav>
          <p className="footer-disclaimer">
            {company.legalName} is a technology company, not a bank. Accounts, wallets and cards are provided
            with financial institutions licensed by the Central Bank of Nigeria.
          </p>
        </div>
      </div>
    </footer>
  );
}
