import { z } from 'zod';
import { id, jsonBool, noNul } from './common.ts';

/**
 * A role: `name` is a built-in role's key (admin, moderator, viewer, guest: shown by `roleLabel` as
 * Quản trị, Quản lý, Nhân viên, Khách) or the name the owner gave it.
 */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** One of the four roles of the first start: cannot be renamed or deleted. */
  builtIn: z.boolean(),
  userCount: z.number().int().optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_NAME_MAX = 50;
export const ROLE_DESCRIPTION_MAX = 500;

/**
 * POST /api/roles and PUT /api/roles/:id. A built-in role keeps its name (send its key or its
 * Vietnamese name); only its description changes.
 */
export const roleBody = z
  .object({
    name: z
      .string({ error: 'Tên vai trò là bắt buộc' })
      .trim()
      .min(1, 'Tên vai trò là bắt buộc')
      .max(ROLE_NAME_MAX, `Tên vai trò tối đa ${ROLE_NAME_MAX} ký tự`),
    description: z
      .string({ error: 'Mô tả phải là chữ' })
      .trim()
      .max(ROLE_DESCRIPTION_MAX, `Mô tả tối đa ${ROLE_DESCRIPTION_MAX} ký tự`)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine(...noNul);
export type RoleBody = z.input<typeof roleBody>;

export const rightSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  name: z.string(),
  isRead: z.boolean(),
  isChange: z.boolean(),
  isDelete: z.boolean(),
});
export type Right = z.infer<typeof rightSchema>;

export const updateRightBody = z
  .object({ isRead: jsonBool(), isChange: jsonBool(), isDelete: jsonBool() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Không có thay đổi nào');
export type UpdateRightBody = z.infer<typeof updateRightBody>;

const permissionSchema = z.object({ read: z.boolean(), change: z.boolean(), delete: z.boolean() });
/** GET /rights/role-permissions/:roleId → resource → {read, change, delete}. */
export const rolePermissionsResponse = z.record(z.string(), permissionSchema);
export type RolePermissions = z.infer<typeof rolePermissionsResponse>;
export const roleIdParams = z.object({ roleId: id });

export const RIGHTS_MESSAGES = {
  notFound: 'Không tìm thấy quyền',
  roleNotFound: 'Không tìm thấy vai trò',
  adminKeepsAll: 'Không thể bỏ quyền của vai trò quản trị (admin)',
  adminRoleOnly: 'Chỉ quản trị viên mới được thay đổi quyền của vai trò quản trị',
  notHeld: 'Bạn chỉ có thể bật hoặc tắt những quyền mà chính bạn có',
  noRightsChange: 'Bạn không có quyền thay đổi phân quyền',
  roleNameTaken: 'Tên vai trò đã có',
  builtInRename: 'Không thể đổi tên vai trò có sẵn (chỉ sửa được mô tả)',
  builtInDelete: 'Không thể xóa vai trò có sẵn',
  roleNotManageable: 'Bạn chỉ có thể sửa hoặc xóa vai trò mà bạn có mọi quyền của nó',
} as const;

/** The 409 of deleting a role that users still hold, naming them. */
export const roleInUseMessage = (role: string, usernames: readonly string[]) =>
  `Không thể xóa vai trò "${role}" vì đang được gán cho ${usernames.length} người dùng: ${usernames.join(', ')}. Hãy chuyển họ sang vai trò khác trước.`;
