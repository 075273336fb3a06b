import type { AppContext } from '../../context';
import type { BillsProvider } from './provider';

/** What the bills services are built from: the app context and the configured provider. */
export interface Bills {
  ctx: AppContext;
  provider: BillsProvider;
}
