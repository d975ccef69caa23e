/**
 * Texts of the role check and of Settings › Users and moderation groups (decisions 0050–0064). The spec
 * names the screens but not these rules' wording; see docs/decisions/0050–0054.
 */
export const USER_MESSAGES = {
  /** 403 from the role check on every route the caller's role may not use (0050). */
  roleForbidden: 'Your role does not allow this action.',
  userCreated: 'User added. We have emailed them an invitation to choose a password.',
  /** The user is stored; only the email failed. The administrator can re-add later (0052). */
  invitationNotSent:
    'User added, but the invitation email could not be sent. Please try again later.',
  userUpdated: 'User saved.',
  userDeleted: 'User deleted.',
  unknownRole: 'Choose a role',
  /**
   * Only a user of the same organisation counts: whether another organisation's account uses
   * the address is never told to an administrator (docs/decisions/0122).
   */
  emailTaken: 'A user of this organisation already has this email address',
  /** A group id that is not one of this tenant's groups (never told whose it is). */
  unknownGroup: 'Choose moderation groups from the list',
  /** 409: removing or demoting the only administrator would lock the tenant out (0051). */
  lastAdministrator:
    'The organisation must keep at least one administrator. Make another user an administrator first.',
  /** 422 on DELETE /users/:id of the caller's own account (0052). */
  cannotDeleteSelf: 'You cannot delete your own account.',
  /** The email of an existing user is fixed (0052); a different one is refused. */
  emailNotEditable: 'The email address of an existing user cannot be changed',
  /** POST /users/:id/invitation (docs/decisions/0112). */
  invitationResent: 'Invitation sent again. Links in earlier invitations no longer work.',
  /** 409: the user has confirmed their account; there is no invitation to resend. */
  invitationNotPending: 'This user has already accepted their invitation.',
  /** 503: the new link is stored but its email could not be sent. */
  invitationNotResent: 'The invitation email could not be sent. Please try again later.',
  /** DELETE /users/:id/two-factor (docs/decisions/0112). */
  twoFactorReset:
    'Two-factor sign-in turned off. The user has been signed out and emailed about it.',
  /** The reset happened; only the notice to the user failed. */
  twoFactorResetNotNotified:
    'Two-factor sign-in turned off and the user signed out, but the email telling them could not be sent.',
  /** 409: nothing to reset. */
  twoFactorNotEnabled: 'This user does not have two-factor sign-in turned on.',
  /** 422 on one's own account: Settings › Security asks for the current factor instead. */
  cannotResetOwnTwoFactor: 'To change your own two-factor sign-in, use Settings › Security.',
  groupCreated: 'Moderation group created.',
  groupUpdated: 'Moderation group saved.',
  groupDeleted: 'Moderation group deleted.',
  groupNameTaken: 'A moderation group with this name already exists',
  /** A member id that is not one of this tenant's users. */
  unknownMember: 'Choose members from the list of users',
} as const;
