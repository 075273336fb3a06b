import type { Preferences } from '@owo/core/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import {
  getThemeController,
  preferencesQueryOptions,
  settingsApi,
  settingsKeys,
  THEMES,
  type Theme,
  useRuntime,
} from '../../../internal/runtime';
import { Button } from '../../../ui/button/button';
import { Switch } from '../../../ui/switch/switch';
import { forgetHidden } from '../home/hidden-balance';
import { LoadError, Loading, SettingsCard } from './settings-kit';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'Same as my device' };

/** /app/settings/preference: the theme (this device), and the account's display and notification choices. */
export function PreferenceTab() {
  return (
    <div className="owo-settings">
      <ThemeChoice />
      <AccountPreferences />
    </div>
  );
}

/** The page's one theme controller, the header's toggle's too: a choice here moves the toggle. */
function ThemeChoice() {
  const controller = getThemeController();
  const { theme } = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return (
    <SettingsCard id="owo-settings-theme" title="Theme" lead="Kept on this device.">
      <fieldset className="owo-settings__choices">
        <legend className="owo-visually-hidden">Theme</legend>
        {THEMES.map((option) => (
          <label key={option} className="owo-settings__choice">
            <input
              type="radio"
              name="owo-theme"
              value={option}
              checked={theme === option}
              onChange={() => controller.setTheme(option)}
            />
            {THEME_LABELS[option]}
          </label>
        ))}
      </fieldset>
    </SettingsCard>
  );
}

type Kind = 'money' | 'promotions';
type Channel = 'inApp' | 'email';
const KINDS: Array<[Kind | 'security', string, string]> = [
  ['money', 'Money', 'Money in and out: transfers, bills and their receipts'],
  ['promotions', 'Promotions', 'Offers and the newsletter'],
  ['security', 'Security', 'Sign-ins and changes to your account: always on, to keep you safe'],
];
const CHANNELS: Array<[Channel, string, string]> = [
  ['inApp', 'In-app', 'in the app'],
  ['email', 'Email', 'by email'],
];

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

function AccountPreferences() {
  const runtime = useRuntime();
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQueryOptions(runtime));
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [save, setSave] = useState<SaveState>('idle');
  // Each change sends the whole set; only the newest answer counts (an older one may arrive last).
  const latest = useRef(0);

  if (preferences.isPending) return <Loading label="Loading your preferences" />;
  if (preferences.isError)
    return <LoadError what="your preferences" onRetry={() => void preferences.refetch()} />;
  const shown = draft ?? preferences.data;

  const send = async (next: Preferences) => {
    latest.current += 1;
    const mine = latest.current;
    setDraft(next);
    setSave('saving');
    try {
      const saved = await settingsApi(runtime).savePreferences(next);
      if (mine !== latest.current) return;
      queryClient.setQueryData(settingsKeys.preferences, saved);
      setDraft(null);
      setSave('saved');
    } catch {
      // Core toasted why; the switches keep what the person chose, with a way to send it again.
      if (mine === latest.current) setSave('error');
    }
  };
  const setHideBalance = (hideBalance: boolean) => {
    // This device's own Home toggle gives way to the new default.
    forgetHidden();
    void send({ ...shown, hideBalance });
  };
  const setChannel = (kind: Kind, channel: Channel, on: boolean) =>
    void send({
      ...shown,
      notifications: { ...shown.notifications, [kind]: { ...shown.notifications[kind], [channel]: on } },
    });

  return (
    <>
      <SettingsCard id="owo-settings-display" title="Balance">
        <Switch
          checked={shown.hideBalance}
          onCheckedChange={setHideBalance}
          label="Hide my balance by default"
        />
        <p className="owo-settings__muted">
          Home then shows ₦ •••••• until you choose Show balance. Useful on a shared or public screen.
        </p>
      </SettingsCard>
      <SettingsCard id="owo-settings-notifications" title="Notifications" lead="What we tell you, and where.">
        <table className="owo-settings__matrix">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              {CHANNELS.map(([channel, label]) => (
                <th key={channel} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KINDS.map(([kind, title, text]) => (
              <tr key={kind}>
                <th scope="row">
                  <span className="owo-settings__name">{title}</span>
                  <span className="owo-settings__muted">{text}</span>
                </th>
                {CHANNELS.map(([channel, , where]) => (
                  <td key={channel}>
                    <Switch
                      checked={kind === 'security' ? true : shown.notifications[kind][channel]}
                      disabled={kind === 'security'}
                      onCheckedChange={(on) => kind !== 'security' && setChannel(kind, channel, on)}
                      label={`${title} notifications ${where}${kind === 'security' ? ' (always on)' : ''}`}
                      hideLabel
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SettingsCard>
      <div className="owo-settings__save" data-state={save}>
        <p role="status">{save === 'saving' ? 'Saving…' : save === 'saved' ? 'Preferences saved.' : ''}</p>
        {save === 'error' && (
          <div role="alert">
            <p>Your preferences were not saved.</p>
            <Button variant="secondary" size="small" onClick={() => void send(shown)}>
              Try again
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
