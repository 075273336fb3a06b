import { type CSSProperties, createElement } from 'react';
import '../../../pay-bills/pay-bills.element';
import { defineStyles, useStyles } from '../../../internal/shadow-styles';
import { SERVICES, type ServicePage } from '../../pages';
import type { RouteParams } from '../../routing/match-route';
import { Link, useAppRouter } from '../../routing/router';
import { Screen } from '../screen';
import css from './services.css?inline';

const styles = defineStyles(css, 'element');

/** /app/services: the seven service tiles (SPEC.md 2). */
export function ServicesScreen() {
  useStyles(styles);
  const { base } = useAppRouter();
  return (
    <Screen title="Services">
      <ul className="owo-app__tiles">
        {SERVICES.map((service) => (
          <li key={service.segment}>
            <Link to={`${base}/services/${service.segment}`} className="owo-app__tile">
              <TileIcon service={service} />
              <span className="owo-app__tile-title">{service.title}</span>
              <span className="owo-app__tile-text">{service.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

/** A tile's icon on its badge, in the service's colours (decorative: the title names the tile). */
function TileIcon({ service }: { service: ServicePage }) {
  const { tone, darkTone } = service;
  const colours = {
    '--_tile-bg': tone.background,
    '--_tile-icon': tone.icon,
    '--_tile-bg-dark': darkTone.background,
    '--_tile-icon-dark': darkTone.icon,
  } as CSSProperties;
  return (
    <span className="owo-app__tile-icon" style={colours} data-service={service.segment} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d={service.icon}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

/**
 * /app/services/<segment>: the owo-pay-bills element itself, limited to this service, the one a partner
 * embeds, so the app and partners run the same flow. Its events bubble out of owo-app to the page.
 */
export function ServiceScreen({ params }: { params: RouteParams }) {
  const { base } = useAppRouter();
  const service = SERVICES.find((s) => s.segment === params.service);
  if (!service) return null;
  return (
    <Screen title={service.title}>
      {createElement('owo-pay-bills', { services: service.segment })}
      <p>
        <Link to={`${base}/services`} className="owo-app__back">
          All services
        </Link>
      </p>
    </Screen>
  );
}
