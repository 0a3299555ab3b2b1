import { z } from 'zod';

/** The shortest password that may be set (docs/product/back-office.md#passwords). */
export const PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_MESSAGES = {
  required: 'Mật khẩu là bắt buộc',
  tooShort: `Mật khẩu phải có ít nhất ${PASSWORD_MIN_LENGTH} ký tự`,
  tooLong: 'Mật khẩu tối đa 1024 ký tự',
  common: 'Mật khẩu này quá phổ biến, dễ bị đoán: hãy chọn mật khẩu khác',
  containsUsername: 'Mật khẩu không được chứa tên đăng nhập',
  currentRequired: 'Vui lòng nhập mật khẩu hiện tại',
  currentWrong: 'Mật khẩu hiện tại không đúng',
  sameAsCurrent: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  changed: 'Đã đổi mật khẩu',
  mismatch: 'Mật khẩu nhập lại không khớp',
} as const;

/**
 * A password being set (a new user, a changed password): at least PASSWORD_MIN_LENGTH characters, no
 * composition rules. The server also refuses the 10,000 most common passwords and one that contains
 * the username.
 */
export const newPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .refine((v) => [...v].length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((v) => v.length <= 1024, PASSWORD_MESSAGES.tooLong);

/** `PUT /api/auth/password`: the signed-in user changes their own password. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(1024),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The change-password form: the contract's two fields and the new password typed again (checked
 * here, never sent).
 */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));
