import { useScrolledPast } from '../hooks/use-scrolled-past';
import { Icon } from './icon';

const SHOW_AFTER = 500;

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER);
  if (!visible) return null;

  return (
    <button
      type="button"
      className="back-to-top"
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from where the button was.
        document.querySelector<HTMLElement>('.site-header .logo')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" />
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
