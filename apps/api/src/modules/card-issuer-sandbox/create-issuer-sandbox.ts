import type { AppContext } from '../../context';
import type { RouteDefinition } from '../../http/route';
import type { CardIssuer } from '../cards/issuer';
import { revealRoutes } from './reveal-routes';
import { createSandboxCardIssuer, type DeliverEvent } from './sandbox-issuer';
import { sandboxCardsMarkdown } from './sandbox-values';

export interface IssuerSandboxModule {
  issuer: CardIssuer;
  /** The issuer's own pages on Owo's origin (the one-time details page). */
  routes: RouteDefinition[];
  /** The sandbox's test values, for the API reference. */
  reference: string;
}

/** The sandbox card issuer: its adapter, its routes, and `deliver`, how it calls Owo's callback. */
export function createIssuerSandbox(ctx: AppContext, deliver: DeliverEvent): IssuerSandboxModule {
  const sandbox = createSandboxCardIssuer(ctx, deliver);
  return { issuer: sandbox.issuer, routes: revealRoutes(ctx, sandbox), reference: sandboxCardsMarkdown() };
}
