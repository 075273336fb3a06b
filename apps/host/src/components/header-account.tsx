import { type User, walletQueryOptions } from '@owo/core';
import { useRuntime, useSession } from '@owo/core/react';
import { useApiQuery } from '../hooks/use-api-query';
import { useHydrated } from '../hooks/use-hydrated';
import { AuthLinks } from './auth-links';
import { MobileMenu } from './mobile-menu';
import { RuntimeQueries } from './runtime-queries';
import { SignedInMenu } from './signed-in-menu';

function Account() {
  const { user, isAuthenticated, isLoading } = useSession();
  // The pre-rendered page has the controls as the session check starts; hydration renders that too,
  // even if the check has answered meanwhile, then the next render shows the answer.
  const hydrated = useHydrated();
  // Neither set of controls while the first session check runs, so a signed-in visitor never sees
  // Login flash before their avatar (without a token the check answers at once).
  const signedInUser = hydrated && isAuthenticated ? user : null;
  const showAuthLinks = hydrated && !isLoading && !signedInUser;
  return (
    <>
      {signedInUser ? <AccountMenu user={signedInUser} /> : null}
      {showAuthLinks ? (
        <div className="desktop-only">
          <AuthLinks />
        </div>
      ) : null}
      <MobileMenu showAuthLinks={showAuthLinks} />
    </>
  );
}

/**
 * The avatar menu with the wallet's NGN balance (issue 7); the line stays out until the balance is known.
 * The balance is the elements' own query, so a payment made in <owo-app> updates it too.
 */
function AccountMenu({ user }: { user: User }) {
  const wallet = useApiQuery(walletQueryOptions(useRuntime()));
  return <SignedInMenu user={user} balance={wallet.status === 'success' ? wallet.data.balance : undefined} />;
}

/**
 * The session-dependent end of the top bar (avatar menu, or Login and Create Account; the mobile menu).
 * Loaded after first paint with the core runtime, so the home page's first chunk carries neither.
 */
export function HeaderAccount() {
  return (
    <RuntimeQueries>
      <Account />
    </RuntimeQueries>
  );
}
