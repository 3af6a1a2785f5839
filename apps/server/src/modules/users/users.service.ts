import {
  formatScopeList,
  MSG,
  type TAddUser,
  type TProfile,
  type TUpdateUser,
  USER_MSG,
} from '@opentab/shared';
import type { TAppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { presentProfile } from '../../presenters/profile.ts';
import { recordAudit, type TAuditActor } from '../audit-trail/audit-trail.service.ts';
import { setPasswordAndSignOut } from '../auth/auth.service.ts';
import * as repo from './users.repo.ts';

const toValues = (input: TAddUser | TUpdateUser): repo.TUserValues => ({
  name: input.name,
  designation: input.designation,
  phone: input.phone,
  email: input.email,
  scope: formatScopeList(input.userScopes),
});

/** What the audit log keeps of a user: their details and scopes, never a password. */
const audited = (values: repo.TUserValues) => ({
  name: values.name,
  designation: values.designation,
  phone: values.phone,
  email: values.email,
  scope: values.scope,
});

export async function listUsers(ctx: TAppContext, tenantId: string): Promise<TProfile[]> {
  return (await repo.listUsers(ctx.db, tenantId)).map(presentProfile);
}

/** A staff user (the admin is the one who signed up); a blank contact email is the username. Audited. */
export async function addUser(ctx: TAppContext, actor: TAuditActor, input: TAddUser): Promise<void> {
  const { tenantId } = actor;
  if (await repo.usernameExists(ctx.db, input.username)) throw new AppError('CONFLICT', MSG.usernameTaken);
  const values = { ...toValues(input), email: input.email ?? input.username };
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.transactions.run(async (trx) => {
      await repo.insertStaffUser(trx, tenantId, { ...values, username: input.username, passwordHash });
      await recordAudit(trx, actor, { action: 'user.add', subject: input.username, after: audited(values) });
    });
  } catch (error) {
    // Two adds racing for one email: the unique index decides, the loser gets the same answer.
    if (await repo.usernameExists(ctx.db, input.username)) throw new AppError('CONFLICT', MSG.usernameTaken);
    throw error;
  }
}

/** The tenant's staff user of a path: 404 for none (or another tenant's), 403 for the admin. */
async function findStaffUser(ctx: TAppContext, tenantId: string, username: string) {
  const user = found(await repo.findTenantUser(ctx.db, tenantId, username));
  if (user.role === 'admin') throw new AppError('FORBIDDEN', USER_MSG.adminLocked);
  return user;
}

/**
 * New scopes hold from the user's next call: every request loads them with its session (plugins/auth.ts).
 * The user's open screens are told at once (`session_update`), so their sidebar and page guards follow too.
 */
export async function updateUser(
  ctx: TAppContext,
  actor: TAuditActor,
  { username, input }: { username: string; input: TUpdateUser },
) {
  const user = await findStaffUser(ctx, actor.tenantId, username);
  const values = toValues(input);
  await ctx.transactions.run(async (trx) => {
    assertTouched(await repo.updateUser(trx, actor.tenantId, { userId: user.id, values }));
    await recordAudit(trx, actor, {
      action: 'user.update',
      subject: username,
      before: audited(user),
      after: audited({ ...user, ...values }),
    });
  });
  ctx.realtime.emitToUser(user.id, 'session_update');
}

export async function resetUserPassword(
  ctx: TAppContext,
  actor: TAuditActor,
  { username, password }: { username: string; password: string },
) {
  const user = await findStaffUser(ctx, actor.tenantId, username);
  await setPasswordAndSignOut(
    ctx,
    { tenantId: actor.tenantId, userId: user.id },
    {
      password,
      alsoInTransaction: (trx) =>
        recordAudit(trx, actor, { action: 'user.password_reset', subject: username }),
    },
  );
}

/** The user's devices go with the row; their open sockets are dropped at once. Audited. */
export async function deleteUser(ctx: TAppContext, actor: TAuditActor, username: string) {
  const user = await findStaffUser(ctx, actor.tenantId, username);
  await ctx.transactions.run(async (trx) => {
    assertTouched(await repo.deleteUser(trx, actor.tenantId, user.id));
    await recordAudit(trx, actor, { action: 'user.delete', subject: username, before: audited(user) });
  });
  ctx.realtime.dropSockets({ userId: user.id });
}
