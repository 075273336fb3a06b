import { parse } from 'regexparam';

/** A route's screen: lazily loaded, handed the route's params (`:reference` -> params.reference). */
export type RouteParams = Readonly<Record<string, string>>;

export interface RouteNode<S> {
  /** Relative to the parent ('' is the parent itself); `:name` segments become params. */
  path: string;
  screen?: S;
  /** Where to go instead, relative to the base. */
  redirect?: string;
  /** Only these roles may open it (and its children); none: any signed-in user. */
  roles?: readonly string[];
  /** A param outside this list is no page (settings/:tab accepts only the six tabs). */
  accept?: (params: RouteParams) => boolean;
  children?: readonly RouteNode<S>[];
  /** The screen's name for the document title ('History'), from its params where it depends on them. */
  title?: string | ((params: RouteParams) => string);
}

export type RouteMatch<S> =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'screen';
      screen: S;
      params: RouteParams;
      roles: readonly string[] | undefined;
      title: string | undefined;
    }
  | { kind: 'not-found' };

interface CompiledRoute<S> {
  pattern: RegExp;
  keys: string[];
  node: RouteNode<S>;
  roles: readonly string[] | undefined;
}

const join = (parent: string, path: string) => [parent, path].filter(Boolean).join('/');

/**
 * Compiles a nested route table once, parents before children, each path a regexparam pattern and each
 * child inheriting its parent's roles. The result matches a path under the base ('' for the base).
 */
export function createMatcher<S>(table: readonly RouteNode<S>[]): (rest: string) => RouteMatch<S> {
  const compiled: CompiledRoute<S>[] = [];
  const visit = (nodes: readonly RouteNode<S>[], parent: string, roles: readonly string[] | undefined) => {
    for (const node of nodes) {
      const full = join(parent, node.path);
      const own = node.roles ?? roles;
      const { pattern, keys } = parse(`/${full}`);
      compiled.push({ pattern, keys, node, roles: own });
      if (node.children) visit(node.children, full, own);
    }
  };
  visit(table, '', undefined);

  return (rest) => {
    const path = `/${rest.replace(/^\/+|\/+$/g, '')}`;
    for (const { pattern, keys, node, roles } of compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      keys.forEach((key, index) => {
        params[key] = decodeURIComponent(found[index + 1] ?? '');
      });
      if (node.accept && !node.accept(params)) continue;
      if (node.redirect !== undefined) return { kind: 'redirect', to: node.redirect };
      if (node.screen !== undefined) {
        const title = typeof node.title === 'function' ? node.title(params) : node.title;
        return { kind: 'screen', screen: node.screen, params, roles, title };
      }
    }
    return { kind: 'not-found' };
  };
}
