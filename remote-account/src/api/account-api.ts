// The account endpoints these pages call (ABP's account API and the product's password and
// security-log calls). Failures are shown by the page itself, so the global handler is skipped.
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
  getMyProfile: () => http.get<ProfileDto>('/api/account/my-profile', quiet),
  updateMyProfile: (input: UpdateProfileDto) =>
    http.put<ProfileDto>('/api/account/my-profile', input, quiet),
  changeMyPassword: (input: PasswordChange) =>
    http.post('/api/account/my-profile/change-password', input, quiet),
  /** The expired-password flow of the spec: the product's change-password call (JSON body). */
  changeExpiredPassword: (input: PasswordChange) =>
    http.post('/api/app/user/change-password', input, quiet),
  isPasswordExpired: () =>
    http.get<boolean>('/api/app/user-password-expiration/check-password-is-expired', quiet),
  savePasswordExpiration: () =>
    http.post('/api/app/user-password-expiration/save-password-expiration', undefined, quiet),
  getSecurityLog: (pageNumber: number, pageSize: number) =>
    http.get<{ items: SecurityLogItem[]; totalCount: number }>('/api/app/user/user-security-log', {
      params: { pageNumber, pageSize },
      skipHandleError: true,
    }),
};
