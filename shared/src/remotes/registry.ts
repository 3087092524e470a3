import type { ComponentType } from 'react';

/** A screen the shell renders without props. */
type NoProps = Record<never, never>;

/**
 * Every remote, the modules it exposes, and the props the shell renders each with. The shell
 * loads by these names; each remote's `src/exposes.ts` must match them. Renaming a module, or
 * making it take something the shell does not give, fails the typecheck on both sides.
 */
export type RemoteRegistry = {
  mfe_corps: { Corps: NoProps; Admin: NoProps; Outbox: NoProps };
  mfe_people: { Vendors: NoProps; Employees: NoProps };
  mfe_timesheets: { Timesheets: NoProps; TimesheetItems: NoProps };
  mfe_finance: { Billings: NoProps; Invoices: NoProps };
  mfe_guest: { QuickTime: NoProps; Approval: NoProps };
};

export type RemoteName = keyof RemoteRegistry;

export type ExposedModule<R extends RemoteName> = Extract<keyof RemoteRegistry[R], string>;

/** A remote and one of its modules, as the shell's route table names them. */
export type RemoteModuleRef = {
  [R in RemoteName]: { remote: R; module: ExposedModule<R> };
}[RemoteName];

/** 'mfe_corps/Corps', … : what the shell asks the federation runtime for. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedModule<R>}`;
}[RemoteName];

/**
 * What a remote's `src/exposes.ts` declares: for each of its modules, the import of the component
 * it exposes (the build reads the paths from there).
 */
export type RemoteExposes<R extends RemoteName> = {
  [M in ExposedModule<R> as `./${M}`]: () => Promise<{
    default: ComponentType<RemoteRegistry[R][M]>;
  }>;
};
