import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CARD_MAX_ACTIVE,
  CARD_MIN_FIRST_FUNDING_USD,
  CARD_MIN_TIER,
  type Card,
  cardsQueryOptions,
  useRuntime,
  walletQueryOptions,
} from '../../../internal/runtime';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { useFlowStyles } from '../../../money/flow-styles';
import { useMoneyStyles } from '../../../money/money-styles';
import { Button } from '../../../ui/button/button';
import { Loader } from '../../../ui/loader/loader';
import { Link, useAppRouter } from '../../routing/router';
import type { ScreenPrefetch } from '../../routing/routes';
import { Screen } from '../screen';
import { CardFlow } from './card-flow';
import { CardPanel } from './card-panel';
import { CARD_STATUS, cardName, FEES, isLive, orderCards, usd } from './card-words';
import css from './cards.css?inline';
import type { CardPurpose } from './quote';

const styles = defineStyles(css, 'element');

/** The person's cards (the balance beside them is the layout's). */
export const prefetchCards: ScreenPrefetch = (client, runtime) => {
  void client.prefetchQuery(cardsQueryOptions(runtime));
};

/**
 * /app/cards (issue 21): virtual dollar cards. No card yet: what the card is for and what it costs, and
 * "Create dollar card". Then the person's cards, one open at a time, or the money flow in progress.
 */
export function CardsScreen() {
  useStyles(styles);
  useMoneyStyles();
  useFlowStyles();
  const runtime = useRuntime();
  const cards = useQuery(cardsQueryOptions(runtime));
  const [flow, setFlow] = useState<{ purpose: CardPurpose; card?: Card } | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const create = () => setFlow({ purpose: 'card_create' });

  let body: React.ReactNode;
  if (flow)
    body = (
      <CardFlow
        {...flow}
        onClose={(card) => {
          setFlow(null);
          if (card) setSelected(card.id);
        }}
      />
    );
  else if (cards.isPending) body = <Loader fullScreen={false} size="small" label="Loading your cards" />;
  else if (cards.isError)
    body = (
      <div className="owo-app__card" role="alert">
        <p>We could not load your cards.</p>
        <Button variant="secondary" size="small" onClick={() => void cards.refetch()}>
          Try again
        </Button>
      </div>
    );
  else {
    const ordered = orderCards(cards.data);
    const open = ordered.find((card) => card.id === selected) ?? ordered[0];
    body = (
      <div className="owo-cards">
        {!ordered.some(isLive) && <Intro onCreate={create} />}
        {open && (
          <>
            <Picker cards={ordered} open={open} onOpen={setSelected} onCreate={create} />
            <CardPanel key={open.id} card={open} onMoney={(purpose) => setFlow({ purpose, card: open })} />
          </>
        )}
      </div>
    );
  }
  return <Screen title="Cards">{body}</Screen>;
}

/**
 * The empty state: what the card is for and what it costs, from the fee schedule. Below Tier 2 (card
 * issuers and the CBN ask for a BVN first) it says so and links to the upgrade instead of offering one.
 */
function Intro({ onCreate }: { onCreate: () => void }) {
  const runtime = useRuntime();
  const { base } = useAppRouter();
  const wallet = useQuery(walletQueryOptions(runtime));
  const needsTier = wallet.data !== undefined && wallet.data.tier < CARD_MIN_TIER;
  return (
    <section className="owo-app__card owo-cards__intro" aria-labelledby="owo-cards-intro">
      <h2 id="owo-cards-intro">A dollar card for paying online</h2>
      <p>
        Pay for streaming, software, courses and shopping abroad with a virtual Visa card in US dollars,
        funded from your naira wallet. You see the naira cost of every dollar before you confirm.
      </p>
      <ul className="owo-cards__facts">
        <li>
          {FEES.creation} once to create it, with a first funding of at least{' '}
          {usd(CARD_MIN_FIRST_FUNDING_USD)}
        </li>
        <li>Funding: {FEES.funding}, at a rate held 60 seconds</li>
        <li>Withdrawals to your wallet, declined payments and upkeep: free</li>
        <li>Freeze it any time; up to {CARD_MAX_ACTIVE} cards at once</li>
      </ul>
      {needsTier ? (
        <p className="owo-cards__tier" role="note">
          A dollar card needs Tier {CARD_MIN_TIER}, as card issuers and the CBN require.{' '}
          <Link to={`${base}/settings/tier-limits`}>Upgrade in Settings, Tier Limits</Link> with your BVN and
          date of birth.
        </p>
      ) : (
        <Button onClick={onCreate} part="create-button" disabled={wallet.isPending}>
          Create dollar card
        </Button>
      )}
    </section>
  );
}

/** The person's cards to choose from (live ones first), and a new one while under the limit. */
function Picker({
  cards,
  open,
  onOpen,
  onCreate,
}: {
  cards: Card[];
  open: Card;
  onOpen: (id: string) => void;
  onCreate: () => void;
}) {
  const live = cards.some(isLive);
  if (cards.length === 1 && !live) return null;
  return (
    <div className="owo-cards__bar">
      {cards.length > 1 && (
        <ul className="owo-cards__picker" aria-label="Your cards">
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                className="owo-cards__pick"
                aria-pressed={card.id === open.id}
                onClick={() => onOpen(card.id)}
              >
                <span className="owo-cards__pick-name">{cardName(card)}</span>
                <span className="owo-cards__note">{CARD_STATUS[card.status].label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {live && (
        <Button variant="secondary" onClick={onCreate}>
          New card
        </Button>
      )}
    </div>
  );
}
