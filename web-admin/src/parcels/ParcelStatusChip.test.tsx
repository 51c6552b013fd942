import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { parcelStatuses } from '../../../events/parcel-events';
import { inReturnStatus, parcelStatusLabels } from '../../../domain/parcel/parcel-labels';
import { i18nProvider } from '../i18n/i18n-provider';
import { ParcelStatusChip } from './ParcelStatusChip';

const renderChip = (status: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ParcelStatusChip status={status} />
    </AdminContext>,
  );

describe('ParcelStatusChip', () => {
  afterEach(cleanup);

  it.each(parcelStatuses)('shows the French label of %s', async (status) => {
    renderChip(status);
    expect(await screen.findByText(parcelStatusLabels[status])).toBeDefined();
  });

  it('shows a parcel a return holds « En retour », in the warning colour, as the customer sees it', async () => {
    renderChip(inReturnStatus);
    const chip = (await screen.findByText('En retour')).closest('[data-status]');
    expect(chip?.getAttribute('data-status')).toBe('in_return');
    expect(chip?.className).toContain('Warning');
  });

  it('shows a status it does not know as it came', async () => {
    renderChip('lost_in_transit');
    expect(await screen.findByText('lost_in_transit')).toBeDefined();
  });
});
