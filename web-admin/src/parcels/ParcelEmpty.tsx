import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const ParcelEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Inventory2Icon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" component="p">
        {translate('passerelle.parcel.empty')}
      </Typography>
    </Box>
  );
};
