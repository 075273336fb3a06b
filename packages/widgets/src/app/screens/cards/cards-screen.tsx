import { EmptyState, Screen } from '../screen';

/** /app/cards */
export function CardsScreen() {
  return (
    <Screen title="Cards">
      <EmptyState title="No cards yet">
        Virtual dollar cards you create will show here once card issuing opens in a coming release.
      </EmptyState>
    </Screen>
  );
}
