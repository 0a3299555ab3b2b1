import { z } from 'zod';
import { normalizeUsername } from '../text.ts';
import { newPassword } from './password.ts';
import { jsonBool, jsonInt, noNulText, timestamp } from './common.ts';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleId: z.number().int(),
  /** The role's name (`admin`… or the name of a role the owner made): told to the signed-in user. */
  roleName: z.string().optional(),
  isActive: z.boolean(),
  /** The password no longer fits the rules: the back office asks for a new one. */
  mustChangePassword: z.boolean().optional(),
  /** Two-step sign-in (an authenticator app) is on for this user. */
  twoFactorEnabled: z.boolean().optional(),
  /** The shop requires two-step sign-in of this user and it is not on yet: the back office asks to set it up. */
  twoFactorSetupRequired: z.boolean().optional(),
  lastLoginAt: timestamp.nullable(),
  createdAt: timestamp.optional(),
});
export type User = z.infer<typeof userSchema>;

const base = {
  // Stored normalised (NFC, no control or invisible characters): what is checked below is what is kept.
  username: z
    .string({ error: 'Tên đăng nhập là bắt buộc' })
    .overwrite(normalizeUsername)
    .min(1, 'Tên đăng nhập là bắt buộc')
    .min(3, 'Tên đăng nhập phải có ít nhất 3 ký tự')
    .max(50, 'Tên đăng nhập tối đa 50 ký tự')
    .regex(/^[A-Za-z0-9._-]+$/, 'Tên đăng nhập chỉ gồm chữ, số, dấu chấm, gạch dưới và gạch ngang'),
  email: z
    .string({ error: 'Email là bắt buộc' })
    .trim()
    .min(1, 'Email là bắt buộc')
    .max(200)
    .pipe(z.email('Email không hợp lệ')),
  firstName: z.string({ error: 'Tên là bắt buộc' }).trim().min(1, 'Tên là bắt buộc').max(100).check(noNulText),
  lastName: z.string({ error: 'Họ là bắt buộc' }).trim().min(1, 'Họ là bắt buộc').max(100).check(noNulText),
  roleId: jsonInt('Vai trò là bắt buộc', { min: 1 }),
  isActive: jsonBool('Trạng thái hoạt động phải là true hoặc false').default(true),
};

const password = newPassword;

/** POST /auth/register: password required. */
export const createUserBody = z.object({
  ...base,
  password,
});
export type CreateUserBody = z.infer<typeof createUserBody>;

/** PUT /users/:id: password omitted (or blank) keeps it. */
export const updateUserBody = z.object({
  ...base,
  password: z
    .string()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(password.optional()),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const usersResponse = z.array(userSchema);

export const USER_MESSAGES = {
  notFound: 'Không tìm thấy người dùng',
  usernameTaken: 'Tên đăng nhập đã tồn tại',
  roleNotFound: 'Vai trò không tồn tại',
  cannotDeleteSelf: 'Bạn không thể xóa tài khoản của chính mình',
  cannotDeactivateSelf: 'Bạn không thể vô hiệu hóa tài khoản của chính mình',
  lastAdmin: 'Không thể xóa, vô hiệu hóa hoặc hạ quyền quản trị viên cuối cùng đang hoạt động',
  cannotChangeOwnRole: 'Bạn không thể thay đổi vai trò của chính mình',
  adminOnly: 'Chỉ quản trị viên mới được thay đổi tài khoản quản trị',
  adminRoleOnly: 'Chỉ quản trị viên mới được gán vai trò quản trị',
  roleNotAssignable: 'Bạn không thể gán vai trò có quyền mà bạn không có',
  userNotManageable: 'Bạn không thể thay đổi người dùng có vai trò mang quyền mà bạn không có',
  noUsersChange: 'Bạn không có quyền thay đổi người dùng',
  noUsersDelete: 'Bạn không có quyền xóa người dùng',
} as const;
