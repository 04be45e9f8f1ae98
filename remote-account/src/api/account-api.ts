// The account endpoints these pages call (ABP's account API and the product's password and
// security-log calls). The signed-in user's calls (profile, password changes, security log) go
// to the shell's error handler like any non-contract call (spec §8); the account layout's pages
// (register, forgotten password, reset) and the expiry check show their failures themselves.
import { http, TENANT_HEADER } from '@crm/shared';

const quiet = { skipHandleError: true } as const;
const inTenant = (tenant: string | undefined) =>
  tenant === undefined ? quiet : { ...quiet, headers: { [TENANT_HEADER]: tenant } };

export interface ProfileDto {
  userName: string;
  email: string;
  name: string | null;
  surname: string | null;
  phoneNumber: string | null;
  isExternal: boolean;
  hasPassword: boolean;
  concurrencyStamp: string;
  extraProperties: Record<string, unknown>;
}

export type UpdateProfileDto = Pick<
  ProfileDto,
  'userName' | 'email' | 'name' | 'surname' | 'phoneNumber' | 'concurrencyStamp'
>;

export interface SecurityLogItem {
  id: string;
  applicationName: string;
  identity: string;
  action: string;
  userName: string | null;
  tenantName: string | null;
  clientId: string | null;
  clientIpAddress: string | null;
  browserInfo: string | null;
  creationTime: string;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export const accountApi = {
  register: (
    input: { userName: string; emailAddress: string; password: string },
    tenant?: string,
  ) => http.post('/api/account/register', { ...input, appName: 'Crm_App' }, inTenant(tenant)),
  sendPasswordResetCode: (email: string, tenant?: string) =>
    http.post(
      '/api/account/send-password-reset-code',
      { email, appName: 'Crm_App' },
      inTenant(tenant),
    ),
  verifyPasswordResetToken: (input: { userId: string; resetToken: string }, tenant?: string) =>
    http.post<boolean>('/api/account/verify-password-reset-token', input, inTenant(tenant)),
  resetPassword: (
    input: { userId: string; resetToken: string; password: string },
    tenant?: string,
  ) => http.post('/api/account/reset-password', input, inTenant(tenant)),
  getMyProfile: () => http.get<ProfileDto>('/api/account/my-profile'),
  updateMyProfile: (input: UpdateProfileDto) =>
    http.put<ProfileDto>('/api/account/my-profile', input),
  changeMyPassword: (input: PasswordChange) =>
    http.post('/api/account/my-profile/change-password', input),
  /** The expired-password flow: the spec's call, the two passwords in the query string (§7). */
  changeExpiredPassword: (input: PasswordChange) =>
    http.post('/api/app/user/change-password', undefined, {
      params: { currentPassword: input.currentPassword, newPassword: input.newPassword },
    }),
  isPasswordExpired: () =>
    http.get<boolean>('/api/app/user-password-expiration/check-password-is-expired', quiet),
  savePasswordExpiration: () =>
    http.post('/api/app/user-password-expiration/save-password-expiration'),
  getSecurityLog: (pageNumber: number, pageSize: number) =>
    http.get<{ items: SecurityLogItem[]; totalCount: number }>('/api/app/user/user-security-log', {
      params: { pageNumber, pageSize },
    }),
};
