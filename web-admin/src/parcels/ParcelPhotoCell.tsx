import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminParcel } from './parcel-schema';

/** The first thumbnail (320 px WebP, shown at 48 px) and, under it, the number of photos: the column stays as narrow as the thumbnail. */
export const ParcelPhotoCell = () => {
  const parcel = useRecordContext<AdminParcel>();
  if (!parcel) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'center', width: 48 }}>
      {parcel.firstThumbnailUrl ? (
        <Box component="img" src={parcel.firstThumbnailUrl} alt={`Photo du colis ${parcel.trackingNumber}`} sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Box sx={{ width: 48, height: 48, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
          <PhotoCameraIcon fontSize="small" color="disabled" />
        </Box>
      )}
      <Typography variant="caption" aria-label={`${parcel.photoCount} photo(s)`}>
        {parcel.photoCount}
      </Typography>
    </Stack>
  );
};
