import type { FeatureRuntime } from '../feature/feature-api';
import { featureQueryDefaults } from '../query/query-client';
import type { QueryOptionsFor } from '../query/query-options';
import { settingsApi } from './api';
import type { Me, Preferences, SecurityEvent, SignedInSession } from './contract';

export const settingsKeys = {
  all: ['settings'] as const,
  me: ['settings', 'me'] as const,
  sessions: ['settings', 'sessions'] as const,
  securityEvents: ['settings', 'security-events'] as const,
  preferences: ['settings', 'preferences'] as const,
};

/** The user and the address waiting for its code (GET /me). */
export function meQueryOptions(runtime: FeatureRuntime): QueryOptionsFor<Me, typeof settingsKeys.me> {
  return { ...featureQueryDefaults, queryKey: settingsKeys.me, queryFn: () => settingsApi(runtime).me() };
}

/** Where the person is signed in: fresh each time the list is opened (a sign-in elsewhere matters). */
export function sessionsQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<SignedInSession[], typeof settingsKeys.sessions> {
  return {
    ...featureQueryDefaults,
    queryKey: settingsKeys.sessions,
    queryFn: () => settingsApi(runtime).sessions(),
    staleTime: 0,
  };
}

/** Recent security activity, newest first; fresh each time, like the sessions. */
export function securityEventsQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<SecurityEvent[], typeof settingsKeys.securityEvents> {
  return {
    ...featureQueryDefaults,
    queryKey: settingsKeys.securityEvents,
    queryFn: () => settingsApi(runtime).securityEvents(),
    staleTime: 0,
  };
}

/** Display and notification preferences (hide the balance, money and promotions per channel). */
export function preferencesQueryOptions(
  runtime: FeatureRuntime,
): QueryOptionsFor<Preferences, typeof settingsKeys.preferences> {
  return {
    ...featureQueryDefaults,
    queryKey: settingsKeys.preferences,
    queryFn: () => settingsApi(runtime).preferences(),
  };
}
