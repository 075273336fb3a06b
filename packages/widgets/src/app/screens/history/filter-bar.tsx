import { type FormEvent, useEffect, useState } from 'react';
import { TRANSACTION_STATUSES } from '../../../internal/runtime';
import { Field } from '../../../ui/field/field';
import type { FilterName, HistoryFilters } from './history-filters';

const OPTIONS: Array<{ name: FilterName; label: string; options: Array<[string, string]> }> = [
  {
    name: 'direction',
    label: 'Direction',
    options: [
      ['', 'All'],
      ['credit', 'Money in'],
      ['debit', 'Money out'],
    ],
  },
  {
    name: 'status',
    label: 'Status',
    options: [
      ['', 'All'],
      ...TRANSACTION_STATUSES.map((s): [string, string] => [s, s.charAt(0).toUpperCase() + s.slice(1)]),
    ],
  },
  {
    name: 'type',
    label: 'Type',
    options: [
      ['', 'All'],
      ['user', 'Owo transfer'],
      ['bank', 'Bank transfer'],
      ['bill', 'Bill payment'],
      ['giftcard', 'Gift card sale'],
      ['card', 'Dollar card'],
      ['topup', 'Card top-up'],
      ['reward', 'Reward'],
    ],
  },
];

/** The history's filters: each select and date applies at once; the search applies on Enter or Search. */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  const set = (name: FilterName, value: string) => onChange({ ...filters, [name]: value || undefined });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', q.trim());
  };
  return (
    <div className="owo-history__filters">
      <search className="owo-history__search">
        <form onSubmit={search}>
          <Field label="Search by name, reference or narration">
            {(control) => (
              <div className="owo-history__search-row">
                <input
                  {...control}
                  type="search"
                  className="owo-field__control"
                  value={q}
                  maxLength={100}
                  onChange={(event) => setQ(event.currentTarget.value)}
                />
                <button type="submit" className="owo-history__search-button">
                  Search
                </button>
              </div>
            )}
          </Field>
        </form>
      </search>
      {OPTIONS.map(({ name, label, options }) => (
        <Field key={name} label={label}>
          {(control) => (
            <select
              {...control}
              className="owo-field__control"
              value={filters[name] ?? ''}
              onChange={(event) => set(name, event.currentTarget.value)}
            >
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      {(['from', 'to'] as const).map((name) => (
        <Field key={name} label={name === 'from' ? 'From' : 'To'}>
          {(control) => (
            <input
              {...control}
              type="date"
              className="owo-field__control"
              value={filters[name] ?? ''}
              onChange={(event) => set(name, event.currentTarget.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
