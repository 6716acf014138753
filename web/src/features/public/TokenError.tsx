import { useFieldError } from '../../ui/form/Form';
import { LinkProblem } from './LinkMessages';

/** The server refuses a bad or expired token with an error on `token`, which has no input. */
export function TokenError() {
  const error = useFieldError('token');
  return error ? <LinkProblem reason={error} /> : null;
}
