import { messageResponse, type User } from '../contract/auth';
import { featureApi } from '../feature/feature-api';
import type { HttpClient } from '../http/client';
import {
  type ChangeEmailBody,
  type ChangePasswordBody,
  type ChangePinBody,
  type Me,
  meResponse,
  type PinResetBody,
  type PinResetVerifyBody,
  type Preferences,
  preferencesResponse,
  type SecurityEvent,
  type SignedInSession,
  securityEventListResponse,
  sessionListResponse,
  type UpdateProfileBody,
  type VerifyEmailChangeBody,
} from './contract';
import { settingsPaths } from './paths';

export interface SettingsApi {
  me(): Promise<Me>;
  updateProfile(body: UpdateProfileBody): Promise<Me>;
  /** 202: a code went to the new address (the same answer whether or not it is taken). */
  requestEmailChange(body: ChangeEmailBody): Promise<string>;
  verifyEmailChange(body: VerifyEmailChangeBody): Promise<Me>;
  /** Every other session is signed out; this one stays. */
  changePassword(body: ChangePasswordBody): Promise<string>;
  changePin(body: ChangePinBody): Promise<string>;
  /** 202: a code went to the account's email. */
  requestPinReset(body: PinResetBody): Promise<string>;
  verifyPinReset(body: PinResetVerifyBody): Promise<User>;
  sessions(): Promise<SignedInSession[]>;
  signOutSession(id: string): Promise<void>;
  signOutOtherSessions(): Promise<void>;
  securityEvents(): Promise<SecurityEvent[]>;
  preferences(): Promise<Preferences>;
  savePreferences(body: Preferences): Promise<Preferences>;
}

const pinResetVerifyResponse = meResponse;

/** The settings calls (base /api/v1/me). Secrets go in bodies only, never in a path or query. */
export function createSettingsApi(http: HttpClient): SettingsApi {
  const message = async (path: string, json: unknown) =>
    (await http.post(path, { json, schema: messageResponse })).message;
  return {
    async me() {
      return (await http.get(settingsPaths.me, { schema: meResponse })).data;
    },
    async updateProfile(json) {
      return (await http.patch(settingsPaths.me, { json, schema: meResponse })).data;
    },
    requestEmailChange: (json) => message(settingsPaths.email, json),
    async verifyEmailChange(json) {
      return (await http.post(settingsPaths.verifyEmail, { json, schema: meResponse })).data;
    },
    changePassword: (json) => message(settingsPaths.password, json),
    changePin: (json) => message(settingsPaths.pin, json),
    requestPinReset: (json) => message(settingsPaths.pinReset, json),
    async verifyPinReset(json) {
      return (await http.post(settingsPaths.pinResetVerify, { json, schema: pinResetVerifyResponse })).data
        .user;
    },
    async sessions() {
      return (await http.get(settingsPaths.sessions, { schema: sessionListResponse })).data.sessions;
    },
    async signOutSession(id) {
      await http.delete(settingsPaths.session(id));
    },
    async signOutOtherSessions() {
      await http.delete(settingsPaths.sessions);
    },
    async securityEvents() {
      return (await http.get(settingsPaths.securityEvents, { schema: securityEventListResponse })).data
        .events;
    },
    async preferences() {
      return (await http.get(settingsPaths.preferences, { schema: preferencesResponse })).data;
    },
    async savePreferences(json) {
      return (await http.put(settingsPaths.preferences, { json, schema: preferencesResponse })).data;
    },
  };
}

/** The page's settings API, built on first use: `settingsApi(getRuntime()).me()`. */
export const settingsApi = featureApi(createSettingsApi);
