import { describe, expect, it } from 'vitest';
import { readLogFilters, toLogQuery, withLogFilter } from './use-log-filters';

const none = { logKey: '', applicationId: '', userId: '', result: '', from: '', to: '' } as const;

describe('audit log filters in the URL', () => {
  it('reads every filter from the URL, and nothing when there is none', () => {
    expect(readLogFilters(new URLSearchParams())).toEqual(none);
    expect(
      readLogFilters(
        new URLSearchParams(
          'logKey=Interaction.SignIn.Submit&applicationId=app1&userId=u1&result=Error&from=2026-11-01&to=2026-11-24&page=3',
        ),
      ),
    ).toEqual({
      logKey: 'Interaction.SignIn.Submit',
      applicationId: 'app1',
      userId: 'u1',
      result: 'Error',
      from: '2026-11-01',
      to: '2026-11-24',
    });
  });

  it('ignores a hand-edited result or day that is not one, so the list still loads', () => {
    expect(readLogFilters(new URLSearchParams('result=error&from=yesterday&to=2026-13-45'))).toEqual(none);
  });

  it('sends the days as the first millisecond of from and the last of to, in local time', () => {
    expect(toLogQuery({ ...none, from: '2026-11-01', to: '2026-11-24' })).toEqual({
      start_time: String(new Date(2026, 10, 1).getTime()),
      end_time: String(new Date(2026, 10, 24, 23, 59, 59, 999).getTime()),
    });
    expect(toLogQuery({ ...none, from: '2026-11-24', to: '2026-11-24' })).toEqual({
      start_time: String(new Date(2026, 10, 24).getTime()),
      end_time: String(new Date(2026, 10, 25).getTime() - 1),
    });
  });

  it('sends only the filters that are set', () => {
    expect(toLogQuery(none)).toEqual({});
    expect(toLogQuery({ ...none, result: 'Success', userId: 'u1' })).toEqual({ result: 'Success', userId: 'u1' });
  });

  it('changes one filter, keeps the others, and goes back to the first page', () => {
    const params = new URLSearchParams('userId=u1&from=2026-11-01&page=4');
    expect(withLogFilter(params, 'result', 'Error').toString()).toBe('userId=u1&from=2026-11-01&result=Error');
    expect(withLogFilter(params, 'from', '').toString()).toBe('userId=u1');
    expect(params.toString()).toBe('userId=u1&from=2026-11-01&page=4');
  });
});
