import {
  type EmailBody,
  type RegisterBody,
  type ResetPasswordBody,
  registerResponse,
  type VerifyEmailBody,
  type VerifyResetPasswordBody,
  verifyResetPasswordResponse,
} from '../contract';
import type { HttpClient } from '../http/client';
import { AUTH_PATHS } from '../http/endpoints';
import type { PendingEmailStore } from './pending-email';

export interface MessageResult {
  message: string;
}

/** The sign-up and password-reset steps: calls that need no session and change none. */
export interface AccountFlows {
  register(body: RegisterBody): Promise<MessageResult & { email: string }>;
  verifyEmail(body: VerifyEmailBody): Promise<MessageResult>;
  resendEmailVerification(body: EmailBody): Promise<MessageResult>;
  forgotPassword(body: EmailBody): Promise<MessageResult>;
  verifyResetPassword(body: VerifyResetPasswordBody): Promise<MessageResult & { resetToken: string }>;
  resendResetPassword(body: EmailBody): Promise<MessageResult>;
  resetPassword(body: ResetPasswordBody): Promise<MessageResult>;
  /** The address waiting for its verification code (after register or an unverified login). */
  getPendingEmail(): string | null;
}

/** The server's message when it sent one, else the words this step shows on success. */
function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

export function createAccountFlows(http: HttpClient, pendingEmail: PendingEmailStore): AccountFlows {
  const postForMessage = async (path: string, json: unknown, fallback: string) =>
    messageOf(await http.post(path, { json }), fallback);

  return {
    async register(body) {
      const res = await http.post(AUTH_PATHS.register, { json: body, schema: registerResponse });
      const email = body.email.trim().toLowerCase();
      pendingEmail.set(email);
      return { email, message: messageOf(res, 'Please check your email to verify your account') };
    },
    async verifyEmail(body) {
      const message = await postForMessage(AUTH_PATHS.verifyEmail, body, 'Email verified successfully');
      pendingEmail.clear();
      return { message };
    },
    async resendEmailVerification(body) {
      return {
        message: await postForMessage(AUTH_PATHS.resendEmailVerification, body, 'Verification code sent'),
      };
    },
    async forgotPassword(body) {
      return {
        message: await postForMessage(AUTH_PATHS.forgotPassword, body, 'Check your email for a reset code'),
      };
    },
    async verifyResetPassword(body) {
      const res = await http.post(AUTH_PATHS.verifyResetPassword, {
        json: body,
        schema: verifyResetPasswordResponse,
        fallbackMessage: 'Invalid verification code',
      });
      return { resetToken: res.data.resetToken, message: messageOf(res, 'Code verified successfully') };
    },
    async resendResetPassword(body) {
      return { message: await postForMessage(AUTH_PATHS.resendResetPassword, body, 'Reset code sent') };
    },
    async resetPassword(body) {
      return { message: await postForMessage(AUTH_PATHS.resetPassword, body, 'Password reset successfully') };
    },
    getPendingEmail: () => pendingEmail.get(),
  };
}
