import type { Locator, Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS as ACCOUNT,
  AUTHOR_HISTORY_TEXTS as AUTHOR_HISTORY,
  DIALOG_TEXTS,
  DOMAIN_SCREEN_TEXTS as DOMAIN,
  MODERATION_SCREEN_TEXTS as MODERATION,
  SETTINGS_SCREEN_TEXTS as SETTINGS,
} from '@vigil/contract';

/**
 * The console's dialogs and confirmations, each as a person finds it: the control that
 * opens it (and the menu item, when that control opens a menu), the dialog by its name, and
 * the button that closes it deciding nothing. The accessibility and keyboard suites open
 * the same ones, with the mouse and with the keyboard.
 */
export interface ConsoleDialog {
  /** What the run calls it. */
  name: string;
  dialog: Locator;
  /** The button that opens it, or the menu button whose item does. */
  trigger: Locator;
  menuItem?: Locator;
  /** A dialog on the way: opened first, then left by this button (the preview's warning). */
  through?: { dialog: Locator; button: string };
  /** Escape leaves it open; only its buttons close it (the Domain dialog, decision 0075). */
  persistent?: boolean;
  /** The button that closes it deciding nothing; none: Escape (its close button has an icon). */
  dismiss?: string;
}

const dialog = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name, exact: true });
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });

/** Domains: the card menu's Update, Enable or Disable, and Delete; Add domain. */
export function domainListDialogs(page: Page, domain: string): ConsoleDialog[] {
  const menu = button(page, DOMAIN.menuLabel(domain));
  const item = (name: string) => page.getByRole('menuitem', { name, exact: true });
  return [
    {
      name: 'Add domain',
      dialog: dialog(page, DOMAIN.addTitle),
      trigger: button(page, DOMAIN.addDomain),
      persistent: true,
      dismiss: DOMAIN.cancel,
    },
    {
      name: 'Edit domain (card menu)',
      dialog: dialog(page, DOMAIN.editTitle),
      trigger: menu,
      menuItem: item(DOMAIN.update),
      persistent: true,
      dismiss: DOMAIN.cancel,
    },
    {
      name: 'Enable or disable domain (card menu)',
      dialog: dialog(page, DOMAIN.disableTitle(domain)).or(
        dialog(page, DOMAIN.enableTitle(domain)),
      ),
      trigger: menu,
      menuItem: item(DOMAIN.disable).or(item(DOMAIN.enable)),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Delete domain (card menu)',
      dialog: dialog(page, DOMAIN.deleteTitle(domain)),
      trigger: menu,
      menuItem: item(DOMAIN.delete),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** A domain's manage page: the header's Update, Enable or Disable and Delete; the API key. */
export function manageDomainDialogs(page: Page, domain: string): ConsoleDialog[] {
  const main = page.getByRole('main');
  return [
    {
      name: 'Edit domain (manage page)',
      dialog: dialog(page, DOMAIN.editTitle),
      trigger: button(main, DOMAIN.update),
      persistent: true,
      dismiss: DOMAIN.cancel,
    },
    {
      name: 'Enable or disable domain (manage page)',
      dialog: dialog(page, DOMAIN.disableTitle(domain)).or(
        dialog(page, DOMAIN.enableTitle(domain)),
      ),
      trigger: button(main, DOMAIN.disable).or(button(main, DOMAIN.enable)),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Delete domain (manage page)',
      dialog: dialog(page, DOMAIN.deleteTitle(domain)),
      trigger: button(main, DOMAIN.delete),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Regenerate the API key',
      dialog: dialog(page, DOMAIN.regenerateTitle),
      trigger: button(main, DOMAIN.regenerateKey),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** The Rules tab: Add rule, and deleting a rule (`pattern`, one the test made). */
export function rulesTabDialogs(page: Page, pattern: string): ConsoleDialog[] {
  return [
    {
      name: 'Add rule',
      dialog: dialog(page, DOMAIN.addRuleTitle),
      trigger: button(page, DOMAIN.addRule),
      dismiss: DOMAIN.cancel,
    },
    {
      name: 'Delete rule',
      dialog: dialog(page, DOMAIN.deleteRuleTitle),
      trigger: button(page, DOMAIN.deleteRule(pattern)),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** The Plugins tab: removing the plugin whose button is named `removeLabel`. */
export function pluginsTabDialogs(page: Page, removeLabel: string): ConsoleDialog[] {
  return [
    {
      name: 'Remove plugin',
      dialog: dialog(page, DOMAIN.removePluginTitle),
      trigger: button(page, removeLabel),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** The Scanners tab: enabling or disabling, and uninstalling, the scanner `scanner`. */
export function scannersTabDialogs(page: Page, scanner: string): ConsoleDialog[] {
  return [
    {
      name: 'Enable or disable scanner',
      dialog: dialog(page, DOMAIN.disableComponentTitle(scanner)).or(
        dialog(page, DOMAIN.enableComponentTitle(scanner)),
      ),
      trigger: button(page, DOMAIN.disableComponent(scanner)).or(
        button(page, DOMAIN.enableComponent(scanner)),
      ),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Uninstall scanner',
      dialog: dialog(page, DOMAIN.uninstallComponentTitle(scanner)),
      trigger: button(page, DOMAIN.uninstallComponent(scanner)),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** Settings › Users: add, edit and delete `user`; add, edit and delete `group`. */
export function usersTabDialogs(page: Page, user: string, group: string): ConsoleDialog[] {
  return [
    {
      name: 'Add user',
      dialog: dialog(page, SETTINGS.addUserTitle),
      trigger: button(page, SETTINGS.addUser),
      dismiss: SETTINGS.cancel,
    },
    {
      name: 'Edit user',
      dialog: dialog(page, SETTINGS.editUserTitle(user)),
      trigger: button(page, SETTINGS.editUser(user)),
      dismiss: SETTINGS.cancel,
    },
    {
      name: 'Delete user',
      dialog: dialog(page, SETTINGS.deleteUserTitle(user)),
      trigger: button(page, SETTINGS.deleteUser(user)),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Add moderation group',
      dialog: dialog(page, SETTINGS.addGroupTitle),
      trigger: button(page, SETTINGS.addGroup),
      dismiss: SETTINGS.cancel,
    },
    {
      name: 'Edit moderation group',
      dialog: dialog(page, SETTINGS.editGroupTitle(group)),
      trigger: button(page, SETTINGS.editGroup(group)),
      dismiss: SETTINGS.cancel,
    },
    {
      name: 'Delete moderation group',
      dialog: dialog(page, SETTINGS.deleteGroupTitle(group)),
      trigger: button(page, SETTINGS.deleteGroup(group)),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** Settings › Users for a user who has two-factor on: resetting it. */
export function resetTwoFactorDialog(page: Page, user: string): ConsoleDialog {
  return {
    name: 'Reset two-factor',
    dialog: dialog(page, SETTINGS.resetTwoFactorTitle(user)),
    trigger: button(page, SETTINGS.resetTwoFactor(user)),
    dismiss: DIALOG_TEXTS.cancel,
  };
}

/** Settings › Security with other sessions open: signing them out. */
export function sessionsDialog(page: Page): ConsoleDialog {
  return {
    name: 'Sign out everywhere else',
    dialog: dialog(page, SETTINGS.signOutOthersTitle),
    trigger: button(page, SETTINGS.signOutOthers),
    dismiss: DIALOG_TEXTS.cancel,
  };
}

/** Settings › Billing without a billing portal (the e2e server has none): the Problem dialog. */
export function billingProblemDialog(page: Page): ConsoleDialog {
  return {
    name: 'Problem (billing portal)',
    dialog: dialog(page, DIALOG_TEXTS.problemTitle),
    trigger: button(page, SETTINGS.openBillingPortal),
    dismiss: DIALOG_TEXTS.ok,
  };
}

/** Settings › Security with two-factor on: new recovery codes, and turning it off. */
export function twoFactorDialogs(page: Page): ConsoleDialog[] {
  return [
    {
      name: 'New recovery codes',
      dialog: dialog(page, ACCOUNT.newRecoveryCodes),
      trigger: button(page, ACCOUNT.newRecoveryCodes),
      dismiss: ACCOUNT.cancel,
    },
    {
      name: 'Turn off two-factor',
      dialog: dialog(page, ACCOUNT.disableTitle),
      trigger: button(page, ACCOUNT.disableTwoFactor),
      dismiss: DIALOG_TEXTS.cancel,
    },
  ];
}

/** The agreement shown at a first sign-in: declining it. */
export function eulaDeclineDialog(page: Page): ConsoleDialog {
  return {
    name: 'Decline the agreement',
    dialog: dialog(page, ACCOUNT.declineTitle),
    trigger: button(page, ACCOUNT.decline),
    dismiss: DIALOG_TEXTS.cancel,
  };
}

/** A report in the queue, as its card names it. */
export interface QueuedReport {
  username: string;
  domain: string;
}

/**
 * The moderation queue: the help, and a report card's own dialogs — Unpublish and Approve
 * confirmations, the preview's warning, and the preview behind it.
 */
export function moderationDialogs(page: Page, report: QueuedReport): ConsoleDialog[] {
  const card = page
    .getByRole('article', { name: MODERATION.cardLabel(report.username, report.domain) })
    .first();
  const action = (name: string) => button(card, MODERATION.actionLabel(name, report.username));
  const warning = dialog(page, MODERATION.previewWarningTitle);
  return [
    {
      name: 'Keyboard shortcuts',
      dialog: dialog(page, MODERATION.shortcutsTitle),
      trigger: button(page, MODERATION.shortcutsButton),
    },
    {
      name: 'Unpublish confirmation',
      dialog: dialog(page, MODERATION.unpublishConfirmTitle),
      trigger: action(MODERATION.unpublish),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Approve confirmation',
      dialog: dialog(page, MODERATION.approveConfirmTitle),
      trigger: action(MODERATION.approve),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Preview warning',
      dialog: warning,
      trigger: action(MODERATION.preview),
      dismiss: DIALOG_TEXTS.cancel,
    },
    {
      name: 'Preview',
      dialog: dialog(page, MODERATION.previewTitle(report.username)),
      trigger: action(MODERATION.preview),
      through: { dialog: warning, button: MODERATION.showContent },
      dismiss: MODERATION.close,
    },
    {
      name: 'Author history',
      dialog: dialog(page, AUTHOR_HISTORY.title(report.username)),
      trigger: button(card, AUTHOR_HISTORY.openLabel(report.username)),
      dismiss: AUTHOR_HISTORY.close,
    },
  ];
}
