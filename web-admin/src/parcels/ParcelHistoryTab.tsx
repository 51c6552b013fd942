import { Alert, Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ParcelHistoryEntry } from '../../../domain/parcel/parcel-history';
import { getParcelHistory } from './parcel-page-api';
import type { AdminParcel } from './parcel-schema';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

const who = (by: ParcelHistoryEntry['by']): string => {
  if (by.name && by.email) return `${by.name} (${by.email})${by.kind === 'admin' ? ' — équipe' : ''}`;
  if (by.kind === 'system') return 'Passerelle (automatique)';
  if (by.kind === 'stripe') return 'Stripe';
  return by.id;
};

/** The history tab: every event of the parcel, in order: what, who, when, why. */
export const ParcelHistoryTab = ({ parcel }: { parcel: AdminParcel }) => {
  // keyed by the version shown: a command that changes the parcel changes the history too
  const history = useQuery({ queryKey: ['parcel-history', parcel.id, parcel.version], queryFn: () => getParcelHistory(parcel.id) });
  if (history.isPending) return <CircularProgress aria-label="Chargement de l’historique" />;
  if (history.isError) return <Alert severity="error">{history.error.message}</Alert>;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Historique du colis ({history.data.entries.length} événements)
        </Typography>
        <List aria-label="Historique du colis">
          {history.data.entries.map((entry) => (
            <ListItem key={entry.version} divider alignItems="flex-start" data-event-type={entry.type}>
              <ListItemText
                primary={entry.label}
                secondary={
                  <>
                    {entry.details.map((line) => (
                      <Typography key={line} component="span" variant="body2" sx={{ display: 'block' }}>
                        {line}
                      </Typography>
                    ))}
                    {entry.reason !== null && (
                      <Typography component="span" variant="body2" sx={{ display: 'block', fontStyle: 'italic' }}>
                        Motif : {entry.reason}
                      </Typography>
                    )}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {when.format(new Date(entry.at))} · {who(entry.by)}
                    </Typography>
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
