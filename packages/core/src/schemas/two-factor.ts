import { z } from 'zod';

/** How many single-use recovery codes turning two-step sign-in on gives. */
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Nhập mã gồm 6 chữ số từ ứng dụng xác thực, hoặc một mã khôi phục',
  codeFormat: 'Mã gồm 6 chữ số, hoặc mã khôi phục dạng xxxxx-xxxxx',
  codeWrong: 'Mã xác thực không đúng hoặc đã được dùng',
  challengeExpired: 'Phiên đăng nhập đã hết hạn, vui lòng nhập lại mật khẩu',
  alreadyOn: 'Đăng nhập hai bước đã được bật',
  notStarted: 'Hãy bắt đầu lại: quét mã QR mới rồi nhập mã',
  notOn: 'Đăng nhập hai bước chưa được bật',
  required: 'Cửa hàng bắt buộc quản trị viên dùng đăng nhập hai bước: không thể tắt',
  confirmRequired: 'Nhập mật khẩu hiện tại hoặc mã xác thực để tắt',
  currentWrong: 'Mật khẩu hiện tại hoặc mã xác thực không đúng',
  turnedOn: 'Đã bật đăng nhập hai bước',
  turnedOff: 'Đã tắt đăng nhập hai bước',
  reset: 'Đã đặt lại đăng nhập hai bước',
  adminOnlyReset: 'Chỉ quản trị viên mới được đặt lại đăng nhập hai bước của người khác',
  notOwnReset: 'Hãy tắt đăng nhập hai bước của chính mình trong menu tài khoản',
} as const;

/** A 6-digit code of the authenticator app, or a recovery code (spaces and case ignored). */
const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** Only the app's 6 digits (turning on proves the app has the secret). */
const appCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, 'Mã gồm 6 chữ số'),
  );

/** `GET /api/auth/two-factor`: the signed-in user's second step. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The shop requires it of this user (an admin, with `security.requireTwoFactor` on). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** `POST /api/auth/two-factor/setup`: a new secret to scan (nothing is on until a code confirms it). */
export const twoFactorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` address, drawn as the QR code to scan. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** `POST /api/auth/two-factor/enable`. */
export const enableTwoFactorBody = z.object({ code: appCode });
export type EnableTwoFactorBody = z.infer<typeof enableTwoFactorBody>;
/** The recovery codes, shown once. */
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** `POST /api/auth/two-factor/disable`: the current password or a code confirms it. */
export const disableTwoFactorBody = z
  .object({
    currentPassword: z.string().max(1024).optional(),
    code: z.string().max(64).optional(),
  })
  .refine((v) => Boolean(v.currentPassword) || Boolean(v.code?.trim()), {
    message: TWO_FACTOR_MESSAGES.confirmRequired,
    path: ['currentPassword'],
  });
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBody>;

/** `POST /api/auth/login/two-factor`: the challenge of the password step and a code. */
export const twoFactorLoginBody = z.object({
  challenge: z.string({ error: TWO_FACTOR_MESSAGES.challengeExpired }).min(1).max(4096),
  code,
});
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBody>;

/**
 * The password step's answer when the user has a second step: no session yet, a challenge (valid a
 * few minutes) to send with the code.
 */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** Seconds the challenge stays valid. */
  expiresIn: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
