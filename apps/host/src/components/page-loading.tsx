/** Shown while a page's code loads on first visit, or while the session is checked. */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
