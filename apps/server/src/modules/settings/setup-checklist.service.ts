import type { TAppContext } from '../../context.ts';
import { assertTouched, found } from '../../lib/found.ts';
import { presentSetupChecklist } from '../../presenters/setup-checklist.ts';
import * as repo from './setup-checklist.repo.ts';

export async function getSetupChecklist(ctx: TAppContext, tenantId: string) {
  return presentSetupChecklist(found(await repo.findSetupFacts(ctx.db, tenantId)));
}

/** Per store, so an owner who dismissed it on one device does not meet it again on the next. */
export async function dismissSetupChecklist(ctx: TAppContext, tenantId: string) {
  assertTouched(await repo.dismissSetupChecklist(ctx.db, tenantId));
}
