import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { Box, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The queue with nothing in it, said in French (a filter other than "À traiter" says it too). */
export const ShipmentEmpty = () => {
  const { filterValues } = useListContext();
  const queue = filterValues.status === 'requested';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <LocalShippingIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {queue ? 'Aucune demande d’expédition à traiter' : 'Aucune expédition trouvée'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {queue ? 'Les demandes des clients apparaîtront ici, la plus ancienne en premier.' : 'Essayez un autre statut.'}
      </Typography>
    </Box>
  );
};
