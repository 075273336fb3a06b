import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { defineStyles, useStyles } from '../../internal/shadow-styles';
import { searchPages } from '../pages';
import { Link, useAppRouter } from '../routing/router';
import css from './search.css?inline';

const styles = defineStyles(css, 'element');

/** The header's search: services and settings pages by name; Enter goes to the first match. */
export function Search() {
  useStyles(styles);
  const { base, go } = useAppRouter();
  const [query, setQuery] = useState('');
  const listId = useId();
  const results = searchPages(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = results[0];
    if (!first) return;
    setQuery('');
    go(`${base}/${first.path}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setQuery('');
  };
  return (
    <search className="owo-app__search" part="search">
      <form onSubmit={submit}>
        <input
          type="search"
          placeholder="Search..."
          aria-label="Search pages"
          autoComplete="off"
          value={query}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} className="owo-app__results" hidden={query.trim() === ''}>
          {results.length === 0 ? (
            <li className="owo-app__no-result">No matching pages</li>
          ) : (
            results.map((result) => (
              <li key={result.path}>
                <Link to={`${base}/${result.path}`} onClick={() => setQuery('')}>
                  {result.title} <span className="owo-app__result-group">{result.group}</span>
                </Link>
              </li>
            ))
          )}
        </ul>
      </form>
    </search>
  );
}
