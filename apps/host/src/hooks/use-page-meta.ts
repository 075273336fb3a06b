import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Owo';

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

/** '%s | Owo', the title every page but the home page carries. */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** Sets the title ('%s | Owo') and the description tags for the current page. */
export function usePageMeta(title: string, description: string): void {
  const collector = useContext(PageMetaCollector);
  if (collector) {
    // The innermost page renders last; its meta wins over a layout's.
    collector.title = pageTitle(title);
    collector.description = description;
  }
  useEffect(() => {
    const fullTitle = pageTitle(title);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
  }, [title, description]);
}
