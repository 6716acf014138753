import { confirm } from './confirm';
import { handleError } from './errors';
import { toast } from './toasts';

export interface ConfirmedAction {
  /** The Yes/No question asked first; none runs at once. */
  question?: string;
  action: () => Promise<unknown>;
  /** The message of the success toast shown once the action is done. */
  success: string;
}

/**
 * A destructive or outgoing action the way every screen runs it: ask, run, then the success toast,
 * or the error policy (toast with the server message; none for 404; without an answer, that it may
 * have gone through). Resolves true when it ran.
 */
export async function runConfirmed({ question, action, success }: ConfirmedAction): Promise<boolean> {
  if (question && !(await confirm(question))) return false;
  try {
    await action();
  } catch (err) {
    handleError(err, { isWrite: true });
    return false;
  }
  toast.success(success);
  return true;
}
