/**
 * Texts of Settings (Security sessions, Users, moderation groups, Account, Billing), the plan
 * card and the role-aware console (decisions 0050–0064) that the spec leaves open. The spec's own texts
 * stay in MESSAGES; see docs/decisions/0060-role-aware-console.md and
 * 0061-settings-screens.md.
 */

/** Spec §2 Settings tabs. */
export const SETTINGS_TAB_LABELS = {
  security: 'Security',
  users: 'Users',
  account: 'Account',
  /** Decision 0182: beyond spec §2's four tabs, for administrators. */
  policy: 'Content policy',
  billing: 'Billing',
} as const;

/**
 * Field labels. Where a contract schema names a field in its '{label} is required' text
 * (Name, Group name, Current password, Lock minutes…) the label is the same word.
 */
export const SETTINGS_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  role: 'Role',
  moderationGroups: 'Moderation groups',
  groupName: 'Group name',
  members: 'Members',
  primaryEmail: 'Primary email',
  technicalEmail: 'Technical email',
  billingEmail: 'Accounts/billing email',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordConfirmation: 'Password confirmation',
  activeMinutes: 'Active minutes',
  lockMinutes: 'Lock minutes',
} as const;

export const SETTINGS_SCREEN_TEXTS = {
  pageDescription: 'Security, users, account and billing.',
  pageDescriptionLimited: 'Your sign-in security and password.',
  notAvailableForRole: 'This part of Settings is not available for your role.',
  // Security › sessions.
  sessionsTitle: 'Where you are signed in',
  sessionsBody:
    'Each browser or device signed in to your account. Sign out any you do not recognise.',
  sessionsTableLabel: 'Your active sessions',
  sessionDevice: 'Device',
  sessionIp: 'IP address',
  sessionSignedIn: 'Signed in',
  sessionLastSeen: 'Last seen',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  unknownIp: 'Unknown',
  signOutOthers: 'Sign out everywhere else',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersBody:
    'Every other browser and device signed in to your account is signed out. This one stays signed in.',
  signOutOthersConfirm: 'Sign out others',
  noOtherSessions: 'You are signed in on this device only.',
  // Users.
  usersTitle: 'Users',
  usersBody: 'The people who use this console, their roles and moderation groups.',
  usersTableLabel: 'Users of your organisation',
  addUser: 'Add user',
  addUserTitle: 'Add user',
  addUserBody: 'They are emailed an invitation to choose a password and sign in.',
  sendInvitation: 'Send invitation',
  editUserTitle: (name: string): string => `Edit ${name}`,
  editUser: (name: string): string => `Edit ${name}`,
  deleteUser: (name: string): string => `Delete ${name}`,
  deleteUserTitle: (name: string): string => `Delete ${name}?`,
  deleteUserBody: (name: string, email: string): string =>
    `${name} (${email}) can no longer sign in, and every session they have open ends at once.`,
  deleteConfirm: 'Delete',
  resendInvitation: (name: string): string => `Resend invitation to ${name}`,
  resetTwoFactor: (name: string): string => `Reset two-factor of ${name}`,
  resetTwoFactorTitle: (name: string): string => `Reset two-factor sign-in of ${name}?`,
  resetTwoFactorBody: (name: string, email: string): string =>
    `Two-factor sign-in is turned off for ${name} (${email}): their authenticator app and recovery codes stop working, every session they have open ends, and they are emailed about it. If your organisation requires two-factor sign-in, they must set it up again when they next sign in.`,
  resetTwoFactorConfirm: 'Reset two-factor',
  save: 'Save',
  cancel: 'Cancel',
  invitationPending: 'Invitation pending',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  columnName: 'Name',
  columnEmail: 'Email',
  columnRole: 'Role',
  columnGroups: 'Moderation groups',
  columnTwoFactor: 'Two-factor',
  columnLastSignIn: 'Last sign-in',
  columnActions: 'Actions',
  never: 'Never',
  you: 'You',
  noGroups: 'None',
  noUsersTitle: 'No users yet',
  noUsersBody: 'Add the people who moderate your domains or read your reports.',
  roleHelp:
    'Administrators manage everything; moderators review content of the domains their groups allow; viewers read the dashboard, analytics and reports.',
  // Moderation groups.
  groupsTitle: 'Moderation groups',
  groupsBody:
    'A domain limited to groups may be moderated only by their members. A domain with no groups is open to every moderator.',
  groupsTableLabel: 'Moderation groups',
  addGroup: 'Add group',
  addGroupTitle: 'Add moderation group',
  editGroupTitle: (name: string): string => `Edit group ${name}`,
  editGroup: (name: string): string => `Edit group ${name}`,
  deleteGroup: (name: string): string => `Delete group ${name}`,
  deleteGroupTitle: (name: string): string => `Delete the group ${name}?`,
  deleteGroupBody:
    'Its members keep their accounts. Domains limited to this group only lose it from their list.',
  columnMembers: 'Members',
  columnDomains: 'Domains',
  noGroupsTitle: 'No moderation groups',
  noGroupsBody:
    'Create a group to limit who may moderate a domain, then choose the group on the domain.',
  // Account.
  contactsTitle: 'Account contacts',
  contactsBody: 'Who we write to about your organisation. Leave a field empty if there is nobody.',
  saveContacts: 'Save contacts',
  passwordTitle: 'Change password',
  passwordBody: 'You need your current password. Other sessions stay signed in.',
  changePassword: 'Change password',
  moderationSettingsTitle: 'Moderation settings',
  moderationSettingsBody: (max: number): string =>
    `Moderators work for the active minutes, then take a break for the lock minutes. Active minutes can be at most ${max}; lock minutes must be fewer than active minutes.`,
  saveModerationSettings: 'Save moderation settings',
  minutesSuffix: 'minutes',
  // Billing and plan.
  planTitle: 'Your plan',
  planCredits: (credits: string): string => `${credits} credits a month`,
  planLabel: 'Plan',
  monthlyCredits: 'Monthly credits',
  billingTitle: 'Billing portal',
  billingBody:
    'Change your plan, update payment details and download invoices in the billing portal. It opens in a new tab.',
  openBillingPortal: 'Open billing portal',
  billingPortalReady: 'Your billing portal is ready. Your browser kept it from opening by itself.',
  // Loading.
  loading: 'Loading',
} as const;

/** The console's answer to a route the signed-in role may not use (the server says 403). */
export const ROLE_ACCESS_TEXTS = {
  notAvailableTitle: 'Not available for your role',
  notAvailableBody: (roleLabel: string): string =>
    `Your role (${roleLabel}) does not include this part of the console. Ask an administrator of your organisation if you need it.`,
  backToDashboard: 'Back to Dashboard',
} as const;
