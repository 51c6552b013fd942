import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { Box, Button, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { useReceptionHref } from '../reception/use-reception-href';

export const ParcelEmpty = () => {
  const translate = useTranslate();
  const receptionHref = useReceptionHref();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Inventory2Icon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {translate('passerelle.parcel.empty')}
      </Typography>
      {/* Reception */}
      <Button component={Link} to={receptionHref} variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }}>
        Enregistrer le premier colis
      </Button>
    </Box>
  );
};
