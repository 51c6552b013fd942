import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import {
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useNotify,
  useRedirect,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { carriers } from '../../../events/parcel-events';
import { territories } from '../../../events/territories';
import { defaultReceptionDestination, receptionTextMaxLength } from '../../../domain/parcel/reception-input';
import { destinationLabels } from '../../../domain/pricing/rate-card';
import { weighingStepKg } from '../../../domain/shared/weighing';
import { usersResource, userDisplayName, userSchema, type User } from '../users/user-schema';
import { ReceptionFees } from './ReceptionFees';
import { parcelAtVersion, uploadParcelPhoto } from '../parcels/parcel-page-api';
import { recordReception, sendReceptionMail } from './reception-api';
import { choosePhotos, maxReceptionPhotos, parseReceptionForm, validateReceptionForm } from './reception-form';

const destinationChoices = territories.map((id) => ({ id, name: destinationLabels[id] }));
const carrierChoices = carriers.map((id) => ({ id, name: id }));
const clientLabel = (user: User) => `${userDisplayName(user)} · ${user.email} · ${user.clientReference}${user.phone ? ` · ${user.phone}` : ''}`;

type PhotoOutcome = { name: string; error: string | null };

/** "n/500 caractères" under a text field (spec 3, section 5). */
const Counter = ({ source }: { source: string }) => {
  const value: unknown = useWatch({ name: source });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <Typography variant="caption" color={length > receptionTextMaxLength ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: -1.5, mb: 1 }}>
      {length}/{receptionTextMaxLength} caractères
    </Typography>
  );
};

const Submit = ({ saving }: { saving: boolean }) => {
  const customerId: unknown = useWatch({ name: 'customerId' });
  return <SaveButton label="Enregistrer la réception" alwaysEnable={!saving && Boolean(customerId)} disabled={saving || !customerId} />;
};

const PhotoPicker = ({ files, onChange, disabled }: { files: File[]; onChange: (files: File[]) => void; disabled: boolean }) => {
  const [problems, setProblems] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled || files.length >= maxReceptionPhotos} onClick={() => input.current?.click()}>
        Ajouter des photos ({files.length}/{maxReceptionPhotos})
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Photos du colis"
        onChange={(event) => {
          const choice = choosePhotos(files, Array.from(event.target.files ?? []));
          setProblems([...choice.refused.map((refused) => `${refused.name} : ${refused.reason}`), ...(choice.error ? [choice.error] : [])]);
          onChange(choice.files);
          event.target.value = '';
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        Images uniquement, jusqu’à 10 Mo chacune, {maxReceptionPhotos} photos maximum.
      </Typography>
      {problems.map((problem) => (
        <Alert key={problem} severity="warning" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {files.map((file, index) => (
          <Chip key={`${file.name}-${index}`} label={file.name} onDelete={disabled ? undefined : () => onChange(files.filter((_file, at) => at !== index))} />
        ))}
      </Stack>
    </Box>
  );
};

const ReceptionFields = ({ saving, files, setFiles, client, setClient }: {
  saving: boolean;
  files: File[];
  setFiles: (files: File[]) => void;
  client: User | null;
  setClient: (client: User | null) => void;
}) => {
  const { clearErrors } = useFormContext();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Client
          </Typography>
          <ReferenceInput source="customerId" reference={usersResource} sort={{ field: 'registeredAt', order: 'DESC' }}>
            <AutocompleteInput
              label="Rechercher un client (nom, e-mail, référence, téléphone)"
              optionText={clientLabel}
              filterToQuery={(q: string) => ({ q })}
              noOptionsText="Aucun client trouvé"
              onChange={(_value: unknown, record: unknown) => {
                const parsed = userSchema.safeParse(record);
                setClient(parsed.success ? parsed.data : null);
                clearErrors('customerId');
              }}
              fullWidth
            />
          </ReferenceInput>
          <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 1 }}>
            Colis
          </Typography>
          <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput source="trackingNumber" label="Numéro de suivi" fullWidth />
            <SelectInput source="carrier" label="Transporteur" choices={carrierChoices} fullWidth />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: 2 }}>
            <NumberInput source="weightKg" label="Poids (kg)" step={weighingStepKg} min={0} />
            <NumberInput source="lengthCm" label="Longueur (cm)" min={0} />
            <NumberInput source="widthCm" label="Largeur (cm)" min={0} />
            <NumberInput source="heightCm" label="Hauteur (cm)" min={0} />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <SelectInput source="destination" label="Destination" choices={destinationChoices} fullWidth />
            <NumberInput source="declaredValueEuros" label="Valeur déclarée (€)" step={0.01} min={0} fullWidth />
          </Box>
          <TextInput source="description" label="Description du contenu" multiline minRows={2} fullWidth />
          <Counter source="description" />
          <TextInput source="instructions" label="Instructions spéciales" multiline minRows={2} fullWidth />
          <Counter source="instructions" />
          <PhotoPicker files={files} onChange={setFiles} disabled={saving} />
        </CardContent>
      </Card>
      <Stack spacing={2}>
        <ReceptionFees client={client} />
        <Submit saving={saving} />
      </Stack>
    </Box>
  );
};

/**
 * /admin/ajouter-colis (spec 3, section 2.5): the warehouse records a parcel arriving for a client,
 * then sends its photos one by one, then the client's e-mail, which counts the photos attached.
 */
export const ReceptionPage = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [files, setFiles] = useState<File[]>([]);
  const [client, setClient] = useState<User | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcomes, setOutcomes] = useState<PhotoOutcome[]>([]);
  const [recorded, setRecorded] = useState<string | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const parsed = parseReceptionForm(values);
    if (!parsed.success) return parsed.errors;
    const fingerprint = JSON.stringify(parsed.data);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    setSaving(true);
    try {
      const result = await recordReception(parsed.data, attempt.current.key);
      setRecorded(result.id);
      // Each photo on its own: one refused does not stop the others, and the person sees which and why.
      const results = await Promise.all(
        files.map(async (file): Promise<PhotoOutcome & { version?: number }> => {
          try {
            const attached = await uploadParcelPhoto(result.id, file);
            return { name: file.name, error: null, version: attached.version };
          } catch (error) {
            return { name: file.name, error: error instanceof Error ? error.message : 'Erreur inconnue' };
          }
        }),
      );
      setOutcomes(results);
      await sendReceptionMail(result.id).catch(() => notify("Le colis est enregistré, mais l'e-mail au client n'a pas pu partir.", { type: 'warning' }));
      const failed = results.filter((outcome) => outcome.error !== null);
      // The parcel page reads the read model: open it once it shows the reception and every photo attached.
      const lastVersion = Math.max(result.version, ...results.map((outcome) => outcome.version ?? 0));
      await parcelAtVersion(result.id, lastVersion).catch(() => undefined);
      if (failed.length === 0) {
        notify('Réception enregistrée, client prévenu par e-mail', { type: 'success' });
        redirect('show', 'parcels', result.id);
      } else {
        notify(`Réception enregistrée ; ${failed.length} photo(s) refusée(s)`, { type: 'warning' });
      }
      return undefined;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ my: 2, maxWidth: 1200 }}>
      <Title title="Enregistrer une réception" />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => redirect('list', 'parcels')}>
          Retour
        </Button>
        <Typography variant="h5" component="h1">
          Enregistrer une réception
        </Typography>
      </Stack>
      {outcomes.some((outcome) => outcome.error) && (
        <Alert severity="warning" sx={{ mb: 2 }} action={recorded ? <Button onClick={() => redirect('show', 'parcels', recorded)}>Voir le colis</Button> : undefined}>
          <Typography>Le colis est enregistré. Photos :</Typography>
          <List dense>
            {outcomes.map((outcome) => (
              <ListItem key={outcome.name} disableGutters>
                <ListItemText primary={`${outcome.name} : ${outcome.error ?? 'ajoutée'}`} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <Form
        defaultValues={{ destination: defaultReceptionDestination, description: '', instructions: '' }}
        validate={validateReceptionForm}
        onSubmit={submit}
        noValidate
      >
        <ReceptionFields saving={saving} files={files} setFiles={setFiles} client={client} setClient={setClient} />
      </Form>
    </Box>
  );
};

export default ReceptionPage;
