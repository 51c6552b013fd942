import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDimensions, formatEuros, formatWeight } from '../lib/format';
import type { AdminParcel } from './parcel-schema';

/** Small read-only fields of a parcel in the record context; labels come from `resources.parcels.fields`. */

const Muted = ({ children }: { children: string }) => (
  <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
    {children}
  </Typography>
);

export const ParcelDescriptionField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  if (!record) return null;
  return record.description.trim() ? (
    <Typography component="span" variant="body2">
      {record.description}
    </Typography>
  ) : (
    <Muted>{translate('passerelle.parcel.no_description')}</Muted>
  );
};

/** Measured weight once received, otherwise the declared one, said so. */
export const ParcelWeightField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.weightGrams !== null
        ? formatWeight(record.weightGrams)
        : translate('passerelle.parcel.declared_weight', { weight: formatWeight(record.declaredWeightGrams) })}
    </Typography>
  );
};

export const ParcelCategoryField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`passerelle.parcel.category.${record.category}`, { _: record.category })}
    </Typography>
  );
};

export const DeclaredDimensionsField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatDimensions(record.declaredLengthCm, record.declaredWidthCm, record.declaredHeightCm)}
    </Typography>
  );
};

export const MeasuredDimensionsField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record || record.lengthCm === null || record.widthCm === null || record.heightCm === null) return null;
  return (
    <Typography component="span" variant="body2">
      {formatDimensions(record.lengthCm, record.widthCm, record.heightCm)}
    </Typography>
  );
};

export const MeasuredWeightField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record || record.weightGrams === null) return null;
  return (
    <Typography component="span" variant="body2">
      {formatWeight(record.weightGrams)}
    </Typography>
  );
};

export const DeclaredWeightField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatWeight(record.declaredWeightGrams)}
    </Typography>
  );
};

export const DeclaredValueField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {formatEuros(record.declaredValueCents)}
    </Typography>
  );
};

export const ParcelInstructionsField = (_props: { label?: string }) => {
  const record = useRecordContext<AdminParcel>();
  const translate = useTranslate();
  if (!record) return null;
  return record.instructions.trim() ? (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {record.instructions}
    </Typography>
  ) : (
    <Muted>{translate('passerelle.parcel.no_instructions')}</Muted>
  );
};
