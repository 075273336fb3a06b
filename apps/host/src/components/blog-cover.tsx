import type { IconName } from '../content/products';
import { Icon } from './icon';

const categoryIcons: Record<string, IconName> = {
  Guides: 'bolt',
  'Money tips': 'spark',
  Security: 'shield',
  Cards: 'card',
  Product: 'calendar',
  Company: 'users',
};

/** A drawn cover (no image download) whose description comes from the post's coverAlt. */
export function BlogCover({
  category,
  alt,
  large = false,
}: {
  category: string;
  alt: string;
  large?: boolean;
}) {
  const variant = Math.max(0, Object.keys(categoryIcons).indexOf(category)) % 3;
  return (
    <div
      className={`blog-cover blog-cover-${variant}`}
      data-large={large || undefined}
      role="img"
      aria-label={alt}
    >
      <Icon name={categoryIcons[category] ?? 'spark'} size={large ? 72 : 48} />
    </div>
  );
}
