import { describe, expect, it } from 'vitest';
import { buildLogsFilter, parseTimeRange, timeRangeFilter, withPreset } from './logsFilter';

describe('withPreset', () => {
  it('puts the preset in front of the parenthesised user filter', () => {
    expect(withPreset('auth!="admin"', 'status >= 400')).toBe('auth!="admin" && (status >= 400)');
  });
  it('keeps a lone side as is', () => {
    expect(withPreset('auth!="admin"', '  ')).toBe('auth!="admin"');
    expect(withPreset('', 'status >= 400')).toBe('status >= 400');
    expect(withPreset('', '')).toBe('');
  });
});

describe('buildLogsFilter', () => {
  it('sends only the preset while admins are hidden and nothing is typed', () => {
    expect(buildLogsFilter({ search: '', includeAdmins: false })).toBe('auth!="admin"');
  });
  it('sends nothing when admins are included and nothing is typed', () => {
    expect(buildLogsFilter({ search: '', includeAdmins: true })).toBe('');
  });
  it('sends a filter with an operator as typed, behind the preset', () => {
    expect(buildLogsFilter({ search: 'status >= 400', includeAdmins: false })).toBe(
      'auth!="admin" && (status >= 400)',
    );
    expect(buildLogsFilter({ search: ' method = "GET" || status = 404 ', includeAdmins: true })).toBe(
      'method = "GET" || status = 404',
    );
  });
  it('turns plain text into a contains match on every searchable field', () => {
    expect(buildLogsFilter({ search: 'abc', includeAdmins: false })).toBe(
      'auth!="admin" && (method~"abc" || url~"abc" || remoteIp~"abc" || userIp~"abc" || referer~"abc" || ' +
        'status~"abc" || auth~"abc" || userAgent~"abc" || created~"abc")',
    );
  });
  it('leaves numbers unquoted in a plain search', () => {
    expect(buildLogsFilter({ search: '404', includeAdmins: true })).toContain('status~404');
  });
  it('adds the chart time range after the search', () => {
    const range = { from: '2026-01-01 10:00:00', to: '2026-01-01 12:30:00' };
    expect(buildLogsFilter({ search: '', includeAdmins: true, range })).toBe(
      'created >= "2026-01-01 10:00:00" && created <= "2026-01-01 12:30:00"',
    );
    expect(buildLogsFilter({ search: 'status >= 400', includeAdmins: false, range })).toBe(
      'auth!="admin" && ((status >= 400) && created >= "2026-01-01 10:00:00" && created <= "2026-01-01 12:30:00")',
    );
  });
});

describe('parseTimeRange', () => {
  it('accepts two server dates and orders them', () => {
    expect(parseTimeRange('2026-01-02 00:00:00', '2026-01-01 00:00:00')).toEqual({
      from: '2026-01-01 00:00:00',
      to: '2026-01-02 00:00:00',
    });
  });
  it('rejects missing or malformed ends (they would be injected into the filter)', () => {
    expect(parseTimeRange(null, '2026-01-01 00:00:00')).toBeNull();
    expect(parseTimeRange('2026-01-01 00:00:00" || 1=1 || "', '2026-01-01 00:00:00')).toBeNull();
  });
  it('formats the range as created bounds', () => {
    expect(timeRangeFilter({ from: 'a', to: 'b' })).toBe('created >= "a" && created <= "b"');
  });
});
