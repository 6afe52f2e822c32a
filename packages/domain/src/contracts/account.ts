import { z } from 'zod';
import { id } from './common.ts';
import { STAFF_ROLES } from '../staff-roles.ts';

// Accounts: the spec's validation texts (section 5) verbatim. The web forms and the API
// validate with these same schemas; form-only fields (confirm, terms) live in the *Form schemas.

/** An account's e-mail: trimmed, lower-cased, the spec's login texts. */
export const accountEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email({ message: 'Please enter a valid email' }))
  .transform((value) => value.toLowerCase());

export const loginBody = z.object({
  email: accountEmail,
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required').min(6, 'Password must be at least 6 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Register's password rules; also the strength checklist. */
export const registerPassword = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .regex(/\d/, 'Password must contain a number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain a special character');

export const registerBody = z.object({
  name: z.string({ message: 'Full name is required' }).trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
  email: accountEmail,
  password: registerPassword.max(200, 'Password must be at most 200 characters'),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerForm = registerBody
  .extend({
    confirmPassword: z.string().min(1, 'Confirm password is required'),
    acceptTerms: z.literal(true, { message: 'You must accept the terms' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // As soon as both are filled, whatever the other fields hold (zod skips it otherwise until all pass).
    when: ({ value }) => filled(value, 'password') && filled(value, 'confirmPassword'),
  });

function filled(value: unknown, key: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.length > 0;
}

/** Spec 5: one point each for length ≥6, ≥8, ≥10, a digit, a special character. */
export function passwordStrength(password: string): { score: number; label: 'Weak' | 'Medium' | 'Good' | 'Strong' } {
  const score =
    Number(password.length >= 6) +
    Number(password.length >= 8) +
    Number(password.length >= 10) +
    Number(/\d/.test(password)) +
    Number(/[^A-Za-z0-9]/.test(password));
  const label = score <= 1 ? 'Weak' : score <= 3 ? 'Medium' : score === 4 ? 'Good' : 'Strong';
  return { score, label };
}

/** Optional country code, optional area code, 7–15 digits in all (profile). */
export const PROFILE_PHONE_PATTERN = /^\+?[\d\s\-().]{7,20}$/;
const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

/** The profile's phone rule (spec 5 "Profile"): a checkout phone is kept on the profile only when it passes it too. */
export function isValidProfilePhone(value: string): boolean {
  const v = value.trim();
  return PROFILE_PHONE_PATTERN.test(v) && phoneDigits(v) >= 7 && phoneDigits(v) <= 15;
}

export const profilePhone = z
  .string({ message: 'Valid phone number required.' })
  .trim()
  .refine((v) => v === '' || isValidProfilePhone(v), 'Valid phone number required.');

export const updateProfileBody = z.object({
  name: z
    .string({ message: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .min(2, 'Name must be at least 2 characters.')
    .max(100, 'Name must be at most 100 characters.'),
  phoneNumber: profilePhone.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const changePasswordBody = z.object({
  currentPassword: z.string({ message: 'This field is required.' }).min(1, 'This field is required.'),
  newPassword: z
    .string({ message: 'This field is required.' })
    .min(1, 'This field is required.')
    .min(6, 'Minimum 6 characters.')
    .max(200, 'Password must be at most 200 characters.'),
});
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string().min(1, 'This field is required.') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export const DEFAULT_COUNTRY = 'United Kingdom';

/** A saved address as the client sends it (spec: "New address submission"). */
export const addressBody = z.object({
  label: z.string().trim().max(40, 'Label must be at most 40 characters.').default('Home'),
  street: z.string({ message: 'Street is required.' }).trim().min(1, 'Street is required.').max(200, 'Street must be at most 200 characters.'),
  city: z.string({ message: 'City is required.' }).trim().min(1, 'City is required.').max(100, 'City must be at most 100 characters.'),
  state_or_region: z.string().trim().max(100, 'Region must be at most 100 characters.').optional().default(''),
  postcode: z
    .string({ message: 'Post code is required.' })
    .trim()
    .min(1, 'Post code is required.')
    .max(20, 'Post code must be at most 20 characters.'),
  country: z
    .string({ message: 'Country is required.' })
    .trim()
    .min(1, 'Country is required.')
    .max(100, 'Country must be at most 100 characters.')
    .default(DEFAULT_COUNTRY),
  location: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) })
    .default({ type: 'Point', coordinates: [0, 0] }),
  placeId: z.string().max(300, 'Place ID must be at most 300 characters.').nullable().optional(),
  note: z.string().trim().max(300, 'Note must be at most 300 characters.').default(''),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.input<typeof addressBody>;

export const savedAddressSchema = z.object({
  _id: id,
  label: z.string(),
  street: z.string(),
  city: z.string(),
  state_or_region: z.string(),
  postalCode: z.string(),
  postcode: z.string(),
  country: z.string(),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  placeId: z.string().nullable(),
  note: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const restaurantAffiliationSchema = z.object({
  restaurantId: id,
  points: z.number().int(),
  /** Staff role at this restaurant, if any. */
  role: z.enum(STAFF_ROLES).nullable(),
});

export const userSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  savedAddresses: z.array(savedAddressSchema),
  restaurantAffiliations: z.array(restaurantAffiliationSchema),
});
export type User = z.infer<typeof userSchema>;
