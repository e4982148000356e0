import { type LogListQuery, logResults } from '@gatehouse/schemas/logs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The audit log list's filters as the URL keeps them: ids and key as sent, days as `YYYY-MM-DD`. */
export type LogFilterState = {
  logKey: string;
  applicationId: string;
  userId: string;
  result: '' | (typeof logResults)[number];
  from: string;
  to: string;
};
export type LogFilterName = keyof LogFilterState;

const day = /^\d{4}-\d{2}-\d{2}$/;
/** Epoch milliseconds of a local day's time, or undefined when `value` is no such day. */
const localTime = (value: string, time: string) => {
  if (!day.test(value)) return undefined;
  const ms = new Date(`${value}T${time}`).getTime();
  return Number.isNaN(ms) ? undefined : ms;
};
const isResult = (value: string): value is LogFilterState['result'] =>
  (logResults as readonly string[]).includes(value);

/** Reads the filters from the URL; a value that is not one (a hand-edited `result=maybe`) counts as none. */
export const readLogFilters = (params: URLSearchParams): LogFilterState => {
  const get = (name: LogFilterName) => params.get(name) ?? '';
  const result = get('result');
  return {
    logKey: get('logKey'),
    applicationId: get('applicationId'),
    userId: get('userId'),
    result: isResult(result) ? result : '',
    from: localTime(get('from'), '00:00:00') === undefined ? '' : get('from'),
    to: localTime(get('to'), '00:00:00') === undefined ? '' : get('to'),
  };
};

/**
 * The API query of the filters: the days become `start_time` (the first millisecond of `from`) and
 * `end_time` (the last of `to`) in the browser's time zone, so both days are included.
 */
export const toLogQuery = (filters: LogFilterState): LogListQuery => {
  const start = localTime(filters.from, '00:00:00');
  const end = localTime(filters.to, '23:59:59.999');
  return {
    ...(filters.logKey && { logKey: filters.logKey }),
    ...(filters.applicationId && { applicationId: filters.applicationId }),
    ...(filters.userId && { userId: filters.userId }),
    ...(filters.result && { result: filters.result }),
    ...(start !== undefined && { start_time: String(start) }),
    ...(end !== undefined && { end_time: String(end) }),
  };
};

/** The URL with one filter changed (an empty value removes it), back on the first page. */
export const withLogFilter = (params: URLSearchParams, name: LogFilterName, value: string) => {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
};

/** The audit log list's filters, kept in the URL so they survive reload, back and a shared link. */
export const useLogFilters = () => {
  const [params, setParams] = useSearchParams();
  const setFilter = useCallback(
    (name: LogFilterName, value: string) =>
      setParams((current) => withLogFilter(current, name, value), { replace: true }),
    [setParams],
  );
  const filters = readLogFilters(params);
  return { filters, query: toLogQuery(filters), setFilter };
};
