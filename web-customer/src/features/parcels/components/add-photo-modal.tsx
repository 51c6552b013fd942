import { useState, type FormEvent } from 'react';
import { photoDescriptionMaxLength } from '@domain/parcel/parcel-photos';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { photoUploadErrorMessage, useAddParcelPhoto, type AddedPhoto } from '../api/add-parcel-photo';
import type { Parcel } from '../api/get-parcels';
import { checkPhotoFile, checkPhotoForm, emptyPhotoForm, type PhotoFormField, type PhotoFormValues } from '../utils/photo-form';
import './parcels.css';

const acceptedTypes = 'image/jpeg,image/png,image/webp';

/** A data: URL, which the site's Content-Security-Policy allows for images (blob: it does not). */
const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('aperçu illisible')));
    reader.onerror = () => reject(reader.error ?? new Error('aperçu illisible'));
    reader.readAsDataURL(file);
  });

type AddPhotoModalProps = {
  parcels: readonly Parcel[];
  onClose: () => void;
  onAdded: (photo: AddedPhoto) => void;
};

/**
 * Spec 2, section 2.8: choose the parcel (or type its tracking number), pick an image, see it, describe
 * it, send. Select -> preview -> sending ("Envoi en cours...") -> closed, the dashboard told.
 */
export const AddPhotoModal = ({ parcels, onClose, onAdded }: AddPhotoModalProps) => {
  const [values, setValues] = useState<PhotoFormValues>(emptyPhotoForm);
  const [errors, setErrors] = useState<Partial<Record<PhotoFormField, string>>>({});
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addPhoto = useAddParcelPhoto();
  const sending = addPhoto.isPending;

  const change = <Field extends PhotoFormField>(field: Field, value: PhotoFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const pickFile = (file: File | null) => {
    change('file', file);
    setPreview(null);
    const fileError = file ? checkPhotoFile(file) : undefined;
    if (fileError) {
      setErrors((current) => ({ ...current, file: fileError }));
      return;
    }
    if (file) {
      readAsDataUrl(file).then(
        (url) => setPreview(url),
        () => setPreview(null),
      );
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const check = checkPhotoForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    addPhoto.mutate(check.value, {
      onSuccess: (added) => onAdded(added),
      onError: (error) => setFailure(photoUploadErrorMessage(error)),
    });
  };

  const parcelOptions = parcels.map((parcel) => ({ value: parcel.parcelId, label: `${parcel.trackingNumber} — ${parcel.description}` }));

  return (
    <Modal title="Ajouter une photo" onClose={sending ? () => undefined : onClose}>
      <form className="photo-form" noValidate onSubmit={submit} aria-busy={sending || undefined}>
        {failure && (
          <Alert tone="error" title="La photo n'a pas été ajoutée">
            <p>{failure}</p>
          </Alert>
        )}
        <SelectField
          label="Colis"
          placeholder="Choisir un colis"
          options={parcelOptions}
          value={values.parcelId}
          disabled={sending}
          onChange={(event) => {
            change('parcelId', event.target.value);
            change('trackingNumber', '');
          }}
        />
        <InputField
          label="Ou numéro de suivi"
          hint="Si le colis n'est pas dans la liste."
          autoComplete="off"
          value={values.trackingNumber}
          error={errors.trackingNumber}
          disabled={sending || values.parcelId !== ''}
          onChange={(event) => change('trackingNumber', event.target.value)}
        />
        <InputField
          label="Photo"
          type="file"
          accept={acceptedTypes}
          hint="JPEG, PNG ou WebP, 5 Mo au plus."
          error={errors.file}
          isRequired
          disabled={sending}
          onChange={(event) => pickFile(event.target.files?.[0] ?? null)}
        />
        {preview && (
          <figure className="photo-form__preview">
            <img src={preview} alt="Aperçu de la photo choisie" />
            {values.file && <figcaption>{values.file.name}</figcaption>}
          </figure>
        )}
        <TextareaField
          label="Description (facultative)"
          rows={3}
          value={values.description}
          error={errors.description}
          disabled={sending}
          characterCount={{ current: values.description.length, max: photoDescriptionMaxLength }}
          onChange={(event) => change('description', event.target.value)}
        />
        <div className="photo-form__actions">
          <Button variant="outline" onClick={onClose} disabled={sending}>
            Annuler
          </Button>
          <Button type="submit" isLoading={sending}>
            {sending ? 'Envoi en cours...' : 'Envoyer la photo'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
