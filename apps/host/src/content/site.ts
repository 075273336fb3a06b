/** Company facts shown in the footer, the contact page and the legal pages. */
export const company = {
  name: 'Owo',
  legalName: 'Owo Technologies Limited',
  supportEmail: 'support@owo.ng',
  privacyEmail: 'privacy@owo.ng',
  pressEmail: 'press@owo.ng',
  phoneDisplay: '0700 225 5696',
  phoneHref: 'tel:+2347002255696',
  address: ['14 Admiralty Way', 'Lekki Phase 1', 'Lagos, Nigeria'],
  supportHours: 'In-app chat around the clock; phone Monday to Saturday, 8am to 8pm WAT',
} as const;

export const appStores = {
  apple: 'https://apps.apple.com/ng/search?term=Owo%20payments',
  google: 'https://play.google.com/store/search?q=Owo%20payments&c=apps',
} as const;

export type SocialNetwork = 'x' | 'instagram' | 'linkedin' | 'facebook' | 'youtube';

export const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'x', label: 'Owo on X', href: 'https://x.com/owo_ng' },
  { network: 'instagram', label: 'Owo on Instagram', href: 'https://www.instagram.com/owo.ng' },
  { network: 'linkedin', label: 'Owo on LinkedIn', href: 'https://www.linkedin.com/company/owo-ng' },
  { network: 'facebook', label: 'Owo on Facebook', href: 'https://www.facebook.com/owo.ng' },
  { network: 'youtube', label: 'Owo on YouTube', href: 'https://www.youtube.com/@owo_ng' },
];

/** Dates on the site are shown in Lagos time, where the content is written, so every reader sees the same day. */
export const siteTimeZone = 'Africa/Lagos';
