import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SimpleList, useNotify, useRecordContext } from 'react-admin';
import { invoiceKindLabels, type AdminInvoiceView } from '../../../domain/invoice/invoice-views';
import { CursorPagination } from '../layout/CursorPagination';
import { EmailText } from '../layout/EmailText';
import { dateLocale, dateTimeOptions, formatEuros } from '../lib/format';
import { usersResource, userDisplayName, type User } from '../users/user-schema';
import { invoicePdfUrl } from './invoice-pdf';
import { openPendingTab } from '../lib/pending-tab';

/** By client (the users search) and by a period of issue days, Paris days. */
const invoiceFilters = [
  <ReferenceInput key="customerId" source="customerId" reference={usersResource} alwaysOn>
    <AutocompleteInput label="Client (nom, e-mail, référence)" optionText={(user: User) => `${userDisplayName(user)} · ${user.email}`} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="issuedFrom" source="issuedFrom" label="Émise à partir du" alwaysOn />,
  <DateInput key="issuedTo" source="issuedTo" label="Émise jusqu’au" alwaysOn />,
];

const Column = DataTable.Col<AdminInvoiceView>;
const listDate = new Intl.DateTimeFormat(dateLocale, dateTimeOptions);

const whatFor = (invoice: AdminInvoiceView) => (invoice.kind === 'credit_note' && invoice.invoiceNumber ? `${invoice.label} (sur ${invoice.invoiceNumber})` : invoice.label);

/** "PDF": the signed link is asked for on the click, and the PDF opens in a new tab. */
export const InvoicePdfButton = () => {
  const invoice = useRecordContext<AdminInvoiceView>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!invoice) return null;
  const open = async () => {
    setBusy(true);
    const tab = openPendingTab();
    try {
      tab.go(await invoicePdfUrl(invoice.number));
    } catch {
      tab.close();
      notify("Le PDF n'a pas pu être ouvert. Réessayez dans un instant.", { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // An icon with its name (a column less wide: the client's whole e-mail fits a laptop's width).
  return (
    <Tooltip title="Ouvrir le PDF">
      <span>
        <IconButton
          size="small"
          color="primary"
          disabled={busy}
          aria-label={`PDF de ${invoice.number}`}
          onClick={(event) => {
            event.stopPropagation();
            void open();
          }}
        >
          <DownloadIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** The number on one line (a number cut in three reads as three), its kind and issue time below it: one column for three facts, so a client's whole e-mail still fits a laptop's width. */
const NumberCell = () => {
  const invoice = useRecordContext<AdminInvoiceView>();
  if (!invoice) return null;
  return (
    <Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {invoice.number}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {invoiceKindLabels[invoice.kind]} · {listDate.format(new Date(invoice.issuedAt))}
      </Typography>
    </Stack>
  );
};

const CustomerCell = () => {
  const invoice = useRecordContext<AdminInvoiceView>();
  if (!invoice) return null;
  return (
    <Stack>
      <Typography variant="body2">{invoice.buyerName}</Typography>
      <EmailText email={invoice.buyerEmail} />
    </Stack>
  );
};

const TextCell = ({ text, nowrap = false }: { text: (invoice: AdminInvoiceView) => string; nowrap?: boolean }) => {
  const invoice = useRecordContext<AdminInvoiceView>();
  return invoice ? (
    <Typography variant="body2" sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
      {text(invoice)}
    </Typography>
  ) : null;
};

const Empty = () => (
  <Typography sx={{ p: 3 }} color="text.secondary">
    Aucune facture : chaque paiement par carte confirmé par Stripe en émet une, chaque remboursement un avoir.
  </Typography>
);

/** The back office's invoices and credit notes, newest first, by client and period, each with its PDF. */
const InvoiceList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List title="Factures" sort={{ field: 'issuedAt', order: 'DESC' }} filters={invoiceFilters} perPage={25} empty={false} exporter={false} actions={false} pagination={<CursorPagination />}>
      {isSmall ? (
        <SimpleList<AdminInvoiceView>
          primaryText={(invoice) => `${invoice.number} · ${formatEuros(invoice.totalCents)}`}
          secondaryText={(invoice) => `${invoiceKindLabels[invoice.kind]} · ${invoice.buyerName} · ${listDate.format(new Date(invoice.issuedAt))}`}
          rightIcon={() => <InvoicePdfButton />}
          rowClick={false}
          empty={<Empty />}
        />
      ) : (
        <DataTable<AdminInvoiceView> rowClick={false} bulkActionButtons={false} empty={<Empty />}>
          <Column source="issuedAt" label="Numéro, émise le" sortByOrder="DESC">
            <NumberCell />
          </Column>
          <Column source="customer" label="Client" disableSort>
            <CustomerCell />
          </Column>
          <Column source="label" label="Objet" disableSort>
            <TextCell text={whatFor} />
          </Column>
          <Column source="totalCents" label="Montant TTC" disableSort align="right">
            <TextCell text={(invoice) => formatEuros(invoice.totalCents)} nowrap />
          </Column>
          <Column source="pdf" label="" disableSort>
            <InvoicePdfButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
};

export default InvoiceList;
