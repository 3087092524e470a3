import type { RemoteModuleId, RemoteModuleRef, Role } from '@staffledger/shared/core';

/**
 * The shell's one table of remote screens (docs/roles-and-tenancy.md#in-the-screens). Each entry
 * names the remote that serves it and the module that remote exposes; an entry appears in the
 * sidebar and the route table only when its remote is present in /remotes.json, so a later remote
 * shows up by being added to the manifest.
 */
export type NavEntry = {
  path: string;
  label: string;
  roles: Role[];
  /** The screen shows one corporation's rows: it needs a selected corporation. */
  tenant: boolean;
  /** The screen edits a timesheet's items: the sheet kit is fetched with its remote (mf/kit.ts). */
  editsSheets?: true;
} & RemoteModuleRef; // the remote that serves the screen and its exposed module, e.g. mfe_corps/Corps

export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    path: '/on/corps',
    label: 'Corporations',
    roles: ['super'],
    tenant: false,
    remote: 'mfe_corps',
    module: 'Corps',
  },
  {
    path: '/on/admin',
    label: 'Admin',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_corps',
    module: 'Admin',
  },
  {
    // a super user with no corporation selected sees every e-mail, the product's own included
    path: '/on/outbox',
    label: 'Outbox',
    roles: ['super', 'employer'],
    tenant: false,
    remote: 'mfe_corps',
    module: 'Outbox',
  },
  {
    path: '/on/vendors',
    label: 'Vendors',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_people',
    module: 'Vendors',
  },
  {
    path: '/on/employees',
    label: 'Employees',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_people',
    module: 'Employees',
  },
  {
    path: '/on/billings',
    label: 'Billings',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_finance',
    module: 'Billings',
  },
  {
    path: '/on/invoices',
    label: 'Invoices',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_finance',
    module: 'Invoices',
  },
  {
    path: '/on/timesheets',
    label: 'Timesheets',
    roles: ['super', 'employer'],
    tenant: true,
    remote: 'mfe_timesheets',
    module: 'Timesheets',
  },
  {
    path: '/on/timesheet-items',
    label: 'Timesheet Items',
    roles: ['super', 'employer', 'employee'],
    tenant: true,
    editsSheets: true,
    remote: 'mfe_timesheets',
    module: 'TimesheetItems',
  },
];

/**
 * Public screens served by a remote (docs/screens.md#routes): no sign-in, no header or sidebar,
 * and the staff session is neither read nor written while they show.
 */
export const PUBLIC_REMOTE_ENTRIES: readonly (Pick<NavEntry, 'path' | 'label' | 'editsSheets'> &
  RemoteModuleRef)[] = [
  {
    path: '/on/quick-time',
    label: 'Timesheet',
    remote: 'mfe_guest',
    module: 'QuickTime',
    editsSheets: true,
  },
  {
    // the client's approver, from the e-mailed link (docs/client-approval.md)
    path: '/on/approval',
    label: 'Timesheet approval',
    remote: 'mfe_guest',
    module: 'Approval',
    editsSheets: true,
  },
];

/** True on a public remote screen, where the staff session stays untouched. */
export function isPublicRemotePath(pathname: string): boolean {
  return PUBLIC_REMOTE_ENTRIES.some((e) => isActive(e, pathname));
}

/** The entries whose remote is deployed. */
export function availableEntries(remotes: ReadonlySet<string>): NavEntry[] {
  return NAV_ENTRIES.filter((e) => remotes.has(e.remote));
}

/** Active when the current path is the entry's path or below it (/on/corps/edit/3 → Corporations). */
export function isActive(entry: Pick<NavEntry, 'path'>, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

export function remoteId(entry: RemoteModuleRef): RemoteModuleId {
  return `${entry.remote}/${entry.module}` as RemoteModuleId;
}
