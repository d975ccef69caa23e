import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ALL_ROLES } from '../roles';

/**
 * `svg` is the QR code markup; `url` is the `otpauth://` URL it encodes, shown for people who
 * cannot scan (and read by the e2e test to compute real codes).
 */
export const ZTwoFactorQrCodeResponseSchema = z.object({
  svg: z.string().min(1),
  url: z.string().startsWith('otpauth://'),
});
export type TTwoFactorQrCodeResponse = z.infer<typeof ZTwoFactorQrCodeResponseSchema>;

export const getTwoFactorQrCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user/two-factor-qr-code',
  summary: 'QR code and otpauth URL for the authenticator app',
  access: 'session',
  roles: ALL_ROLES,
  allowUnfinishedSignIn: ['two-factor-setup'],
  status: 200,
  response: ZTwoFactorQrCodeResponseSchema,
});
