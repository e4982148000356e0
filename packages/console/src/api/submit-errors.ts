import { toast } from '../components/Toast/store';
import { ApiRequestError, ApiUnreachableError } from './errors';

/** An error the console itself defines, with a message meant for the user ('unexpected error'). */
export class ConsoleError extends Error {
  override name = 'ConsoleError';
}

/**
 * What a form does with a failed submit (spec §8): an HTTP error other than
 * 401 is left alone (the API client has shown its toast), as is a request
 * that never got an answer; a console-defined error shows its message as a
 * toast; anything else is thrown on, to the error boundary.
 */
export const handleSubmitError = (error: unknown) => {
  if (error instanceof ApiRequestError && error.status !== 401) return;
  if (error instanceof ApiUnreachableError) return;
  if (error instanceof ConsoleError) {
    toast.error(error.message);
    return;
  }
  throw error;
};
