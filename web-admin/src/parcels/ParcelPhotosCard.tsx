import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { ParcelPhotoView } from '../../../domain/parcel/parcel-photos';
import { maxPhotosPerParcel } from '../../../domain/parcel/parcel-photos';
import { choosePhotos } from '../reception/reception-form';
import { parcelAtVersion, uploadParcelPhoto } from './parcel-page-api';
import type { AdminParcel } from './parcel-schema';

const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

type Outcome = { name: string; error: string | null };

/** The full images, one at a time: arrows (buttons or keyboard), the photo's description, who added it and when. */
const Gallery = ({ photos, index, onIndex, onClose }: { photos: readonly ParcelPhotoView[]; index: number; onIndex: (index: number) => void; onClose: () => void }) => {
  const photo = photos[index];
  if (!photo) return null;
  const previous = () => onIndex((index - 1 + photos.length) % photos.length);
  const next = () => onIndex((index + 1) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth onKeyDown={onKeyDown} aria-labelledby="gallery-title">
      <DialogTitle id="gallery-title" sx={{ pr: 6 }}>
        Photo {index + 1} sur {photos.length}
        <IconButton aria-label="Fermer la galerie" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Photo précédente" onClick={previous} disabled={photos.length < 2}>
            <ChevronLeftIcon />
          </IconButton>
          <Box sx={{ flex: 1, textAlign: 'center' }}>
            <img src={photo.url} alt={photo.description || `Photo ${index + 1} du colis`} style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
          </Box>
          <IconButton aria-label="Photo suivante" onClick={next} disabled={photos.length < 2}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {photo.description || 'Sans description'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Ajoutée le {when.format(new Date(photo.attachedAt))} par {photo.attachedBy === 'staff' ? 'l’équipe' : 'le client'} · {photo.width} × {photo.height} px
        </Typography>
      </DialogContent>
    </Dialog>
  );
};

/** The photos card of the parcel page (spec 3, section 2.4): the thumbnails, the gallery, and more photos sent one by one. */
export const ParcelPhotosCard = ({ parcel }: { parcel: AdminParcel }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const photos = parcel.photos ?? [];
  const full = photos.length >= maxPhotosPerParcel;

  const send = async (picked: File[]) => {
    const choice = choosePhotos([], picked);
    const refused: Outcome[] = choice.refused.map((file) => ({ name: file.name, error: file.reason }));
    // beyond the five of one sending: said, not dropped silently
    if (choice.error) notify(choice.error, { type: 'warning' });
    setSending(true);
    // Each photo on its own: one refused does not stop the others, and the person sees which and why.
    const results = await Promise.all(
      choice.files.map(async (file) => {
        try {
          const attached = await uploadParcelPhoto(parcel.id, file);
          return { name: file.name, error: null, version: attached.version };
        } catch (error) {
          return { name: file.name, error: error instanceof Error ? error.message : 'Erreur lors du téléchargement', version: 0 };
        }
      }),
    );
    const lastVersion = Math.max(0, ...results.map((result) => result.version));
    if (lastVersion > 0) await parcelAtVersion(parcel.id, lastVersion).catch(() => undefined);
    const all = [...refused, ...results.map(({ name, error }) => ({ name, error }))];
    setOutcomes(all);
    setSending(false);
    const failed = all.filter((outcome) => outcome.error !== null).length;
    notify(failed === 0 ? `${all.length} photo(s) ajoutée(s)` : `${all.length - failed} photo(s) ajoutée(s), ${failed} refusée(s)`, {
      type: failed === 0 ? 'success' : 'warning',
    });
    refresh();
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={`Photos (${photos.length})`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            size="small"
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraIcon />}
            disabled={sending || full}
            onClick={() => input.current?.click()}
          >
            Ajouter des photos
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          hidden
          aria-label="Ajouter des photos au colis"
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length > 0) void send(picked);
          }}
        />
        {photos.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Aucune photo pour ce colis. Images uniquement, jusqu’à 10 Mo chacune.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {photos.map((photo, index) => (
              <li key={photo.photoId}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => setOpen(index)}
                  aria-label={`Agrandir la photo ${index + 1}${photo.description ? ` : ${photo.description}` : ''}`}
                  sx={{ p: 0, border: 0, background: 'none', cursor: 'zoom-in', width: '100%' }}
                >
                  <img src={photo.thumbnailUrl} alt="" loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4 }} />
                </Box>
              </li>
            ))}
          </Box>
        )}
        {outcomes.some((outcome) => outcome.error !== null) && (
          <Alert severity="warning" sx={{ mt: 1 }} onClose={() => setOutcomes([])}>
            {outcomes
              .filter((outcome) => outcome.error !== null)
              .map((outcome) => (
                <div key={outcome.name}>
                  {outcome.name} : {outcome.error}
                </div>
              ))}
          </Alert>
        )}
      </CardContent>
      {open !== null && <Gallery photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </Card>
  );
};
