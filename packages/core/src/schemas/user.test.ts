import { describe, expect, it } from 'vitest';
import { createUserBody, updateUserBody } from './user.ts';

const base = {
  username: 'nhan.vien',
  email: 'nv@example.com',
  firstName: 'An',
  lastName: 'Lê',
  roleId: 2,
  isActive: true,
};

describe('user bodies', () => {
  it('keeps the password when it is blank or missing on update', () => {
    expect(updateUserBody.parse({ ...base, password: '' }).password).toBeUndefined();
    expect(updateUserBody.parse({ ...base, password: null }).password).toBeUndefined();
    expect(updateUserBody.parse(base).password).toBeUndefined();
    expect(updateUserBody.parse({ ...base, password: 'mat-khau-moi-2026' }).password).toBe('mat-khau-moi-2026');
    expect(updateUserBody.safeParse({ ...base, password: '123' }).error?.issues[0]?.message).toBe(
      'Mật khẩu phải có ít nhất 12 ký tự',
    );
  });
  it('requires the password on create and the names and a valid email always', () => {
    expect(createUserBody.safeParse(base).error?.issues[0]?.message).toBe('Mật khẩu là bắt buộc');
    expect(updateUserBody.safeParse({ ...base, email: 'x' }).error?.issues[0]?.message).toBe('Email không hợp lệ');
    expect(updateUserBody.safeParse({ ...base, firstName: ' ' }).error?.issues[0]?.message).toBe('Tên là bắt buộc');
    expect(updateUserBody.safeParse({ ...base, lastName: 'a\u0000' }).success).toBe(false);
  });
});
