import { describe, expect, it } from 'vitest';
import { readUsersQuery, toUsersRequest } from './use-users-query';

const read = (search: string) => readUsersQuery(new URLSearchParams(search));

describe('users list query', () => {
  it('defaults to page 1 of 10, every role, no search', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 10, search: '', role: null });
    expect(toUsersRequest(read(''))).toEqual({
      pageNumber: 1,
      pageSize: 10,
      search: undefined,
      role: undefined,
    });
  });

  it('reads the page, size, search and role and sends them under the API’s names', () => {
    expect(toUsersRequest(read('page=4&pageSize=50&search=sara&role=Manager'))).toEqual({
      pageNumber: 4,
      pageSize: 50,
      search: 'sara',
      role: 'Manager',
    });
  });

  it('ignores malformed values instead of failing the screen', () => {
    expect(read(`page=0&pageSize=30&role=Owner&search=${'x'.repeat(101)}`)).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      role: null,
    });
  });
});
