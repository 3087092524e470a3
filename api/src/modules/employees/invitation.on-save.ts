/**
 * What a save does about an invitation (README.md#invitations), per the EMPLOYEE inviteOnSave
 * setting: when the save gave the employee a way in that needs a password, `send` e-mails the
 * invitation once the save has committed, `offer` tells the form to ask staff, `off` does nothing
 * (the form's Send invitation button remains). The save stands whatever the e-mail does.
 */
import type { EmployeeSaved } from '@staffledger/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../errors.js';
import { readSetting, type InviteOnSave } from '../settings/settings.js';
import type { AccountChange } from './employees.account.js';
import { sendInvitation } from './invitation.send.js';

export type SavePlan = { mode: InviteOnSave; to: string } | null;

/** Read in the save's transaction: whether, and how, to invite after it. */
export async function planOnSave(
  tx: Tx,
  account: AccountChange | null,
  email: string | null,
): Promise<SavePlan> {
  if (!account?.opensSignIn || !email) return null;
  return { mode: await readSetting(tx, 'EMPLOYEE', 'inviteOnSave'), to: email };
}

/** Carries out the plan after the save committed; the answer's `invitation`, if any. */
export async function inviteOnSave(
  app: FastifyInstance,
  request: FastifyRequest,
  employee: EmployeeSaved,
  plan: SavePlan,
): Promise<EmployeeSaved> {
  if (!plan || plan.mode === 'off') return employee;
  if (plan.mode === 'offer') {
    return { ...employee, invitation: { outcome: 'offered', to: plan.to, reason: null } };
  }
  try {
    const sent = await sendInvitation(app, request, employee.id);
    return {
      ...employee,
      invitedAt: sent.invitedAt,
      invitation: { outcome: 'sent', to: sent.to, reason: null },
    };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ...employee, invitation: { outcome: 'failed', to: plan.to, reason: err.message } };
  }
}
