import type { fa } from './fa';

type Texts = { [Ns in keyof typeof fa]: Record<keyof (typeof fa)[Ns], string> };

export const en: Texts = {
  adminSettings: {
    'Emailing.PasswordKept': 'A password is saved; leave this box empty to keep it.',
    'Releases.Intro':
      'The registered releases of each remote. Promoting and rolling back apply to every user; “Try in this session” only to your browser.',
    'Releases.Version': 'Version',
    'Releases.Source': 'Source',
    'Releases.State': 'State',
    'Releases.Active': 'Active',
    'Releases.Pinned': 'This session',
    'Releases.Promote': 'Promote',
    'Releases.Rollback': 'Roll back',
    'Releases.Pin': 'Try in this session',
    'Releases.Unpin': 'Stop trying',
    'Releases.ClearPins': 'Back to the released versions',
    'Releases.PinsActive': 'Test releases are active in this session:',
    'Releases.OverridesOff':
      'This server does not allow trying releases in a session (CRM_REMOTE_OVERRIDES is off).',
    'Releases.ConfirmPromote': 'Make version {1} of “{0}” the active release for every user?',
    'Releases.ConfirmRollback': 'Roll “{0}” back to its previous active release?',
  },
  Crm: {
    'Menu:RemoteReleases': 'Remote releases',
  },
  AbpSettingManagement: {
    Settings: 'Settings',
    SuccessfullySaved: 'Successfully saved',
    SuccessfullySent: 'Successfully sent',
    'Menu:Emailing': 'Emailing',
    SmtpHost: 'Host',
    SmtpPort: 'Port',
    SmtpUserName: 'User name',
    SmtpPassword: 'Password',
    SmtpDomain: 'Domain',
    SmtpEnableSsl: 'Enable SSL',
    SmtpUseDefaultCredentials: 'Use default credentials',
    DefaultFromAddress: 'Default from address',
    DefaultFromDisplayName: 'Default from display name',
    SendTestEmail: 'Send test email',
    SenderEmailAddress: 'Sender email address',
    TargetEmailAddress: 'Target email address',
    Subject: 'Subject',
    Body: 'Body',
    TestEmailSubject: 'Test email {0}',
    TestEmailBody: 'This is a test email.',
    Send: 'Send',
    Save: 'Save',
  },
  AbpFeatureManagement: {
    'Permission:FeatureManagement': 'Feature management',
    ManageHostFeatures: 'Manage host features',
    ManageHostFeaturesText: 'You can manage the host side features by clicking the button.',
  },
};
