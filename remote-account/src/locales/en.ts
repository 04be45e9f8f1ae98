import type { fa } from './fa';

type Texts = { [Ns in keyof typeof fa]: Record<keyof (typeof fa)[Ns], string> };

export const en: Texts = {
  account: {
    'SecurityLog.Title': 'Security log',
    'SecurityLog.Intro': 'Your sign-ins, sign-outs and password changes are listed on this page.',
    ConfirmPassword: 'Confirm password',
    'Register.Done': 'Your account has been created. You can sign in now.',
    'ForgotPassword.Submit': 'Send the reset link',
    'Manage.Reload': 'Load the latest data',
    'ChangePassword.Intro':
      'Your password has expired. Choose a new password to continue; the menu comes back afterwards.',
    'ChangePassword.IntroChosen':
      'Enter your current password and a new one. From then on you sign in with the new password.',
  },
  Crm: {
    'Menu:SecurityLog': 'Security log',
    'Menu:ChangePassword': 'Change password',
  },
  AbpAccount: {
    UserName: 'User name',
    EmailAddress: 'Email address',
    Password: 'Password',
    Login: 'Login',
    Register: 'Register',
    AlreadyRegistered: 'Already registered? Sign in',
    SelfRegistrationDisabledMessage:
      'Self user registration is disabled for this application. Contact the application administrator to register a new user.',
    BackToLogin: 'Back to login',
    ForgotPassword: 'Forgot your password?',
    SendPasswordResetLink_Information:
      'A password reset link will be sent to your email. If you do not receive an email within a few minutes, please try again.',
    PasswordResetMailSentMessage:
      'If this address belongs to an account, a recovery email has been sent to it. If you do not see it within 15 minutes, check your spam folder.',
    ResetPassword: 'Reset password',
    ResetPassword_Information: 'Please enter your new password.',
    YourPasswordIsSuccessfullyReset: 'Your password has been reset successfully.',
    'Crm:InvalidPasswordResetToken':
      'The password reset link is invalid or has expired. Request a new one.',
    'DisplayName:CurrentPassword': 'Current password',
    'DisplayName:NewPassword': 'New password',
    'DisplayName:NewPasswordConfirm': 'Confirm new password',
    'DisplayName:UserName': 'User name',
    'DisplayName:Email': 'Email address',
    'DisplayName:Name': 'Name',
    'DisplayName:Surname': 'Surname',
    'DisplayName:PhoneNumber': 'Phone number',
    PasswordChangedMessage: 'Your password has been changed successfully.',
    PersonalSettingsSaved: 'Personal settings saved',
    PasswordChanged: 'Password changed',
    ManageYourProfile: 'Manage your profile',
    'ProfileTab:Password': 'Change password',
    'ProfileTab:PersonalInfo': 'Personal info',
    Action: 'Action',
    Date: 'Date',
    IpAddress: 'IP address',
    Browser: 'Browser',
    'SecurityLogAction:LoginSucceeded': 'Login succeeded',
    'SecurityLogAction:LoginFailed': 'Login failed',
    'SecurityLogAction:LoginLockedout': 'Locked out',
    'SecurityLogAction:LoginNotAllowed': 'Login not allowed',
    'SecurityLogAction:LoginInvalidUserName': 'Invalid user name',
    'SecurityLogAction:LoginInvalidUserNameOrPassword': 'Invalid user name or password',
    'SecurityLogAction:Logout': 'Logout',
    'SecurityLogAction:ChangePassword': 'Password changed',
    'SecurityLogAction:ResetPassword': 'Password reset',
    'SecurityLogAction:ChangeUserName': 'User name changed',
    'SecurityLogAction:ChangeEmail': 'Email changed',
    'SecurityLogAction:ChangePhoneNumber': 'Phone number changed',
  },
};
