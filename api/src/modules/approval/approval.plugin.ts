/**
 * The client approver, app-wide (docs/client-approval.md): the request's approver (from the token
 * of a route whose config says `approver: true`), the e-mails to approvers, and the first e-mail of
 * a week put before them, sent once the request's transaction has committed. CORS for
 * /api/approval is the guest plugin's (the standalone guest app's origins).
 */
import fp from 'fastify-plugin';
import { requestPath } from '../../plugins/request-path.js';
import { resolveApprover, type ApproverInfo } from './approval.access.js';
import { mailApprovers } from './approval.mail.js';
import './approval.workflow.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The approver whose link opened this request; null on every other route. */
    approver: ApproverInfo | null;
  }
  interface FastifyContextConfig {
    /** An approval route: `{token}` in the path stands in for a sign-in (implies `public`). */
    approver?: boolean;
  }
  interface FastifyInstance {
    /** E-mails the vendor's approvers who are due one now; answers how many. */
    mailApprovers(
      corpId: number,
      vendorId: number,
      when: { firstWeek: number } | { reminderDays: number },
    ): Promise<number>;
  }
}

export type ApprovalPluginOptions = { publicUrl: string };

/** Route config of the approval calls. */
export const approverRoute = { public: true, approver: true };

const APPROVAL_PATH = /^\/api\/approval\//;

export default fp<ApprovalPluginOptions>(
  async (app, opts) => {
    app.decorateRequest('approver', null);
    app.decorateRequest('firstWaitingWeeks', null);
    app.decorate('mailApprovers', (corpId, vendorId, when) =>
      mailApprovers(app, app.log, opts.publicUrl, corpId, vendorId, when),
    );

    app.addHook('onRequest', async (request) => {
      if (!APPROVAL_PATH.test(requestPath(request))) return;
      if (request.routeOptions.config.approver)
        request.approver = await resolveApprover(app, request);
      if (request.approver) request.corpId = request.approver.corpId;
    });

    // The handler's transaction has committed (or rolled back: then the week does not wait and
    // the claim finds nothing to send); the answer waits for the link to be stored, not the send.
    app.addHook('onSend', async (request, _reply, payload) => {
      const due = request.firstWaitingWeeks;
      if (!due) return payload;
      request.firstWaitingWeeks = null;
      for (const week of due) {
        try {
          await app.mailApprovers(week.corpId, week.vendorId, { firstWeek: week.timesheetId });
        } catch (err) {
          request.log.error({ err }, 'approval e-mail failed');
        }
      }
      return payload;
    });
  },
  { name: 'approval', dependencies: ['db', 'auth', 'mail'] },
);
