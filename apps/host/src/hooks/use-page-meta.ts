import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../page-title';

/** A page's title and description as the pre-renderer collects them (entry-server.tsx). */
export interface PageMeta {
  title?: string;
  description?: string;
}

/**
 * Set only while pre-rendering: the page's first render writes its meta here, so the built HTML carries
 * the page's own title and description before any JavaScript runs. In the browser the effect below
 * keeps them up to date instead.
 */
export const PageMetaCollector = createContext<PageMeta | null>(null);

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the title ('%s | Owo') and the description tags for the current page. A null title leaves the
 * title to the page's content (the /app area names each of its screens itself).
 */
export function usePageMeta(title: string | null, description: string): void {
  const collector = useContext(PageMetaCollector);
  if (collector) {
    // The innermost page renders last; its meta wins over a layout's.
    if (title !== null) collector.title = pageTitle(title);
    collector.description = description;
  }
  useEffect(() => {
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:description', description);
    if (title === null) return;
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('name', 'twitter:title', fullTitle);
  }, [title, description]);
}
