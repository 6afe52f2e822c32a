import { z } from 'zod';
import { envelope } from './common.ts';
import { accountEmail, registerPassword } from './account.ts';

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The 202 of POST /auth/forgot-password: the same whether or not the account exists. */
export const FORGOT_PASSWORD_ACCEPTED = `If an account exists for that e-mail, we have sent a link to reset your password. It is valid for ${PASSWORD_RESET_TTL_MINUTES} minutes.`;

export const forgotPasswordBody = z.object({ email: accountEmail });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The token is 32 random bytes in base64url (43 characters); anything far off is not a token. */
export const resetPasswordBody = z.object({
  token: z
    .string({ message: 'The reset link is incomplete. Please open the link from the e-mail again.' })
    .trim()
    .min(1, 'The reset link is incomplete. Please open the link from the e-mail again.')
    .max(200, 'This reset link is not valid. Please ask for a new one.'),
  password: registerPassword.max(200, 'Password must be at most 200 characters'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset page's form: the register rules, twice. */
export const resetPasswordForm = z
  .object({
    password: resetPasswordBody.shape.password,
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const forgotPasswordResponse = envelope({});
export const resetPasswordResponse = envelope({});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;
