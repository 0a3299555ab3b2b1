import { AUTH_MESSAGES } from '@shop/core/schemas/auth';
import { PASSWORD_MESSAGES } from '@shop/core/schemas/password';
import { TWO_FACTOR_MESSAGES } from '@shop/core/schemas/two-factor';
import { AT, LATER, error, ok } from '../../lib/openapi-demo.ts';
import { firstAdminFields } from '../../seed/base.ts';

// The OpenAPI examples of /api/auth and its two-factor sign-in (spread into openapi-examples.ts): answers of the demo shop.

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6IjFmNWMifQ.eyJyb2xlSWQiOjEsInVzZXJuYW1lIjoiYWRtaW4ifQ.c2lnbmF0dXJl';

export const admin = { id: 1, ...firstAdminFields('admin'), lastLoginAt: LATER, createdAt: AT };
export const staffBody = {
  username: 'thu.ngan',
  email: 'thu.ngan@donghosangtrong.vn',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  roleId: 3,
  isActive: true,
  password: 'Mat-khau-moi-2026',
};
const { password: _password, ...staffFields } = staffBody;
export const staff = { id: 5, ...staffFields, lastLoginAt: null, createdAt: AT };

export const AUTH_EXAMPLES = {
  auth_login: {
    request: { username: 'admin', password: 'mat-khau-cua-ban' },
    response: { token: TOKEN, user: admin },
    answers: { 401: error(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials) },
  },
  auth_verify: { request: { token: TOKEN }, response: { valid: true } },
  auth_refresh: { response: { token: TOKEN, user: admin } },
  auth_logout: { response: ok },
  auth_getMe: { response: admin },
  auth_register: { request: staffBody, response: staff },
  auth_updatePassword: {
    request: { currentPassword: 'mat-khau-cua-ban', newPassword: 'mot ngay dep troi o Ha Noi' },
    response: { token: TOKEN, user: admin },
    answers: {
      403: error(403, 'FORBIDDEN', PASSWORD_MESSAGES.currentWrong, [
        { field: 'currentPassword', in: 'body', message: PASSWORD_MESSAGES.currentWrong },
      ]),
    },
  },

  auth_loginTwoFactor: {
    request: { challenge: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.…', code: '492039' },
    response: { token: TOKEN, user: { ...admin, twoFactorEnabled: true } },
    answers: { 401: error(401, 'UNAUTHORIZED', TWO_FACTOR_MESSAGES.codeWrong) },
  },
  auth_getTwoFactor: { response: { enabled: true, required: false, recoveryCodesLeft: 9 } },
  auth_twoFactorSetup: {
    response: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/%C4%90%E1%BB%93ng%20H%E1%BB%93%20Sang%20Tr%E1%BB%8Dng:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=%C4%90%E1%BB%93ng%20H%E1%BB%93%20Sang%20Tr%E1%BB%8Dng&algorithm=SHA1&digits=6&period=30',
    },
    answers: { 409: error(409, 'CONFLICT', TWO_FACTOR_MESSAGES.alreadyOn) },
  },
  auth_twoFactorEnable: {
    request: { code: '492039' },
    response: {
      recoveryCodes: [
        'k7m2p-q9x4t',
        'a3b8c-d2e5f',
        'h6j9k-m3n7p',
        'r4s8t-u2v6w',
        'x9y3z-a7b2c',
        'd5e8f-g3h6j',
        'k2m5n-p8q3r',
        's6t9u-v4w7x',
        'y2z5a-b8c3d',
        'e6f9g-h4j7k',
      ],
    },
    answers: {
      400: error(400, 'BAD_REQUEST', TWO_FACTOR_MESSAGES.codeWrong, [
        { field: 'code', in: 'body', message: TWO_FACTOR_MESSAGES.codeWrong },
      ]),
    },
  },
  auth_twoFactorDisable: {
    request: { currentPassword: 'mat-khau-cua-ban' },
    response: ok,
    answers: { 409: error(409, 'CONFLICT', TWO_FACTOR_MESSAGES.required) },
  },
};
