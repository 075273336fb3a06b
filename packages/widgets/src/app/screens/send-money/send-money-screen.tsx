import { createElement } from 'react';
import '../../../send-money/send-money.element';
import { Link, useAppRouter } from '../../routing/router';
import { Screen } from '../screen';

/**
 * /app/home/send-money-user and send-money-bank: the owo-send-money element itself, the one a partner
 * embeds, so the app and partners run the same flow. Its events bubble out of owo-app to the page.
 */
function SendMoneyScreen({ kind, title }: { kind: 'user' | 'bank'; title: string }) {
  const { base } = useAppRouter();
  return (
    <Screen title={title}>
      {createElement('owo-send-money', { kind })}
      <p>
        <Link to={`${base}/home`} className="owo-app__back">
          Back to Home
        </Link>
      </p>
    </Screen>
  );
}

export function SendMoneyUserScreen() {
  return <SendMoneyScreen kind="user" title="Send to an Owo user" />;
}

export function SendMoneyBankScreen() {
  return <SendMoneyScreen kind="bank" title="Send to a bank account" />;
}
