interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** h1 when the error replaces the whole page's content, h2 when it fills one section. */
  headingLevel?: 1 | 2;
}

/** The error state for data a page could not load, with a way to try again. */
export function LoadError({ title, message, onRetry, headingLevel = 2 }: LoadErrorProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="load-error" role="alert">
      <Heading>{title}</Heading>
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
