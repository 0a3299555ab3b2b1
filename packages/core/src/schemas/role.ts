import { z } from 'zod';
import { id, jsonBool } from './common.ts';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userCount: z.number().int().optional(),
});
export type Role = z.infer<typeof roleSchema>;

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
} as const;
