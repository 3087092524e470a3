import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@staffledger/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, badRequest } from '../../errors.js';
import { claimAttempt, clearFailures, giveBack, type Limit } from '../../plugins/rate-limit.js';
import { recordAudit } from '../audit/audit.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { loginLimits } from '../auth/token.routes.js';
import { consumeResetCode, issueResetCode, resetMessage } from './password-reset.js';

const WINDOW = 15 * 60;
const UserName = Type.String({ minLength: 1, maxLength: 254 });
const Secret = Type.String({ maxLength: 1024 });

const ResetBody = Type.Object({ userName: UserName }, { additionalProperties: false });
const ChangeBody = Type.Object(
  {
    userName: UserName,
    oldPassword: Type.Optional(Secret),
    newPassword: Type.Optional(Secret),
    resetCode: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const MessageAnswer = Type.Object({ message: Type.String() });

const RESET_ANSWER = 'If the account exists, a reset code has been sent to its e-mail address.';

const resetLimits = (username: string, ip: string): Limit[] => [
  { key: `reset:user:${username.toLowerCase()}`, max: 5, windowSeconds: WINDOW },
  { key: `reset:ip:${ip}`, max: 20, windowSeconds: WINDOW },
];
const changeLimits = (username: string, ip: string): Limit[] => [
  { key: `pwd:user:${username.toLowerCase()}`, max: 5, windowSeconds: WINDOW },
  { key: `pwd:ip:${ip}`, max: 30, windowSeconds: WINDOW },
];

type UserRow = {
  id: number;
  username: string;
  password_hash: string | null;
  corp_id: number | null;
};

/** Forgot password (a single-use e-mailed code) and change password (code or current password). */
const usersRoutes: FastifyPluginAsync = async (app) => {
  const findActiveUser = (username: string) =>
    app.withSystem(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `SELECT id, username, password_hash, corp_id FROM users
          WHERE lower(username) = lower($1) AND active`,
        [username.trim()],
      );
      return rows[0] ?? null;
    });

  app.post(
    '/user/resetPwd',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary:
          'Send a password reset code by e-mail (same answer whether or not the user exists)',
        body: ResetBody,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const { userName } = request.body as Static<typeof ResetBody>;
      const limits = resetLimits(userName.trim(), request.ip);
      await app.withSystem((tx) => claimAttempt(tx, limits)); // every request counts
      const user = await findActiveUser(userName);
      if (user) {
        const code = await app.withSystem((tx) => issueResetCode(tx, user.id));
        // sent after answering, so the answer's timing does not tell whether the user exists
        const link = app.passwordLink({ userName: user.username, code });
        app.mailer.sendLater(
          // with SMTP the outbox is only a record: the code, in the text and the link, is masked
          { to: user.username, ...resetMessage(code, link), corpId: user.corp_id, secrets: [code] },
          (err) => request.log.error({ err }, 'reset code e-mail failed'),
        );
      }
      return { message: RESET_ANSWER };
    },
  );

  app.post(
    '/user/changePwd',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a reset code or the current password',
        body: ChangeBody,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof ChangeBody>;
      const userName = body.userName.trim();

      const newPassword = body.newPassword ?? '';
      if (!newPassword) {
        throw badRequest('New password is required.', { newPassword: 'New password is required.' });
      }
      if (!isStrongPassword(newPassword)) {
        throw badRequest(PASSWORD_RULE_MESSAGE, { newPassword: PASSWORD_RULE_MESSAGE });
      }
      const resetCode = body.resetCode?.trim() ?? '';
      const oldPassword = body.oldPassword ?? '';
      if (!resetCode && !oldPassword) {
        throw badRequest('Enter the reset code from the e-mail or your current password.', {
          resetCode: 'Enter the reset code or your current password.',
        });
      }

      // counted before the code or password is checked, given back below if it is right
      const limits = changeLimits(userName, request.ip);
      const claim = await app.withSystem((tx) => claimAttempt(tx, limits));
      const user = await findActiveUser(userName);
      const fail = (message: string, field: 'resetCode' | 'oldPassword') =>
        new AppError(400, 'invalid_credentials', message, { [field]: message });
      if (!resetCode) {
        const ok = await verifyPassword(user?.password_hash, oldPassword);
        if (!ok || !user) throw fail('The current password is incorrect.', 'oldPassword');
      }
      const hash = await hashPassword(newPassword);
      const changed = await app.withSystem(async (tx) => {
        if (!user) return false;
        if (resetCode && !(await consumeResetCode(tx, user.id, resetCode))) return false;
        await tx.query(
          `UPDATE users SET password_hash = $2, token_version = token_version + 1,
                            password_changed_at = now(), updated_at = now()
            WHERE id = $1`,
          [user.id, hash],
        );
        // the password is set: no other code e-mailed earlier (reset or invitation) may set it again
        await tx.query('DELETE FROM password_reset_codes WHERE user_id = $1 AND used_at IS NULL', [
          user.id,
        ]);
        await recordAudit(tx, request, {
          entity: 'user',
          entityId: user.id,
          action: 'update',
          changes: { password: resetCode ? 'reset with code' : 'changed' },
          actor: { userId: user.id, username: user.username, corpId: user.corp_id },
        });
        // the code or the current password proves the owner: a sign-in locked by someone
        // guessing opens again for the new password
        await clearFailures(tx, [limits[0].key, loginLimits(userName, request.ip)[0].key]);
        await giveBack(tx, claim);
        return true;
      });
      if (!changed) throw fail('The reset code is invalid or has expired.', 'resetCode');
      return { message: 'Password updated successfully.' };
    },
  );
};

export default usersRoutes;
