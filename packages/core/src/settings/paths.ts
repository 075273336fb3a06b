/** The settings calls (issue 22), relative to the configured apiBase. */
export const ME_PATH = 'api/v1/me';

export const settingsPaths = {
  me: ME_PATH,
  email: `${ME_PATH}/email`,
  verifyEmail: `${ME_PATH}/email/verify`,
  password: `${ME_PATH}/password`,
  pin: `${ME_PATH}/pin`,
  pinReset: `${ME_PATH}/pin/reset`,
  pinResetVerify: `${ME_PATH}/pin/reset/verify`,
  sessions: `${ME_PATH}/sessions`,
  session: (id: string) => `${ME_PATH}/sessions/${encodeURIComponent(id)}`,
  securityEvents: `${ME_PATH}/security-events`,
  preferences: `${ME_PATH}/preferences`,
} as const;
