import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { CursorPagination } from './CursorPagination';

const moreResults = 'D’autres résultats existent : affichez la suite.';

/** A first page of one row as the data provider hands it over, with the API's `truncated` in its meta. */
const renderPage = (meta: Record<string, unknown>, hasNextPage: boolean) => {
  const list = { page: 1, perPage: 25, data: [{ id: 'p-1' }], meta, hasNextPage, hasPreviousPage: false, setPage: () => undefined, isPending: false } as unknown as ListControllerResult;
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={list}>
        <CursorPagination />
      </ListContextProvider>
    </AdminContext>,
  );
};

describe('CursorPagination', () => {
  afterEach(cleanup);

  it('says that more results exist when the API stopped a filtered page before it was full', async () => {
    renderPage({ truncated: true }, true);
    expect(await screen.findByText(moreResults)).toBeDefined();
    expect(screen.getByText('1–1')).toBeDefined();
  });

  it('says nothing more on a page the API filled, nor on the last one', async () => {
    renderPage({ truncated: false }, true);
    expect(await screen.findByText('1–1')).toBeDefined();
    expect(screen.queryByText(moreResults)).toBeNull();
    cleanup();
    renderPage({ truncated: true }, false);
    expect(await screen.findByText('1–1')).toBeDefined();
    expect(screen.queryByText(moreResults)).toBeNull();
  });
});
