import { products } from './products';

export interface NavItem {
  label: string;
  to: string;
  /** Served outside this single-page app (docs, API reference), so it needs a full page load. */
  external?: boolean;
}

export const primaryNav: NavItem[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blogs' },
  { label: 'News', to: '/activity' },
  { label: 'Contact', to: '/contact' },
];

export const footerGroups: { title: string; links: NavItem[] }[] = [
  {
    title: 'Products',
    links: [...products.map((p) => ({ label: p.label, to: p.path })), { label: 'Pricing', to: '/pricing' }],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Owo', to: '/about' },
      { label: 'News and updates', to: '/activity' },
      { label: 'Blog', to: '/blogs' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Component library', to: '/docs/', external: true },
      { label: 'API reference', to: '/api/v1/docs', external: true },
      { label: 'Documentation', to: '/docs/', external: true },
    ],
  },
];

export const legalLinks: NavItem[] = [
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Terms of service', to: '/terms' },
];
