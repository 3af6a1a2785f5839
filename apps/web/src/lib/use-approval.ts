import { APPROVAL_MSG, APPROVAL_REQUIRED_CODE, type TApproval } from '@opentab/shared';
import { useCallback, useState } from 'react';
import { ApiError } from './api';

/** The server's 403 that a manager's username and PIN would lift (its body's `code`). */
export function isApprovalRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && error.code === APPROVAL_REQUIRED_CODE;
}

/** An action waiting for a manager: what the server said, and the action again with the approval. */
export type TApprovalAsk = { message: string; approve: (approval: TApproval) => Promise<void> };

/**
 * Runs an action that may need a manager (issue 23). It is sent as it is first (a manager acting needs nobody
 * else); when the server asks for an approval, `ask` holds its message and the retry for the ApprovalDialog,
 * until the retry succeeds or `dismiss`. `run` answers whether the action went through at once; any other
 * failure is thrown to the caller.
 */
export function useApproval() {
  const [ask, setAsk] = useState<TApprovalAsk | null>(null);
  const run = useCallback(async (send: (approval?: TApproval) => Promise<void>): Promise<boolean> => {
    try {
      await send();
      return true;
    } catch (error) {
      if (!isApprovalRequired(error)) throw error;
      setAsk({
        message: error.serverMessage ?? APPROVAL_MSG.approvalRequired,
        approve: async (approval) => {
          await send(approval);
          setAsk(null);
        },
      });
      return false;
    }
  }, []);
  const dismiss = useCallback(() => setAsk(null), []);
  return { ask, run, dismiss };
}
