import { describe, expect, it, vi } from 'vitest';
import { toast } from '../components/Toast/store';
import { ApiRequestError, ApiUnreachableError } from './errors';
import { ConsoleError, handleSubmitError } from './submit-errors';

describe('a failed form submit', () => {
  it('leaves HTTP errors other than 401 to the toast the API client has shown', () => {
    const error = vi.spyOn(toast, 'error');
    expect(() => handleSubmitError(new ApiRequestError(422, 'Taken'))).not.toThrow();
    expect(() => handleSubmitError(new ApiRequestError(500, 'Oops'))).not.toThrow();
    expect(() => handleSubmitError(new ApiUnreachableError('timeout'))).not.toThrow();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows a console-defined error as a toast', () => {
    const error = vi.spyOn(toast, 'error');
    handleSubmitError(new ConsoleError('An unexpected error occurred.'));
    expect(error).toHaveBeenCalledWith('An unexpected error occurred.');
    error.mockRestore();
  });

  it('throws a 401 and anything unexpected on', () => {
    expect(() => handleSubmitError(new ApiRequestError(401, 'No'))).toThrow('No');
    expect(() => handleSubmitError(new TypeError('bug'))).toThrow('bug');
  });
});
