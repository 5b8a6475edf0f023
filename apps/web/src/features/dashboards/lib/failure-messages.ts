import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';

/** The server's message, or the error's own text, to follow a §8 message. */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A failed save as dashboard (spec part 2 §8): the server's refusal is "There was an issue creating the
 * dashboard." with its message; a submission that got no answer is "There was an error during submission:".
 */
export function createFailureMessage(error: unknown): string {
  if (isApiRequestError(error) && error.statusCode >= 400) return DASHBOARD_TEXT.errors.create(error.message);
  return DASHBOARD_TEXT.errors.submission(errorText(error));
}
