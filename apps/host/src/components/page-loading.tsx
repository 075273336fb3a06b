/** Shown while a page's code loads on first visit. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
