import { parcelCategoryLabels } from '@domain/parcel/parcel-labels';
import { formatDimensions, formatEuros, formatKilograms } from '@/lib/format';
import { checkDeclarationStep, declarationFieldLabels as labels, lastStep, type DeclarationFormValues } from '../utils/declaration-form';
import './parcels.css';

type Row = { label: string; value: string };

const section = (title: string, step: number, rows: Row[]) => ({ title, step, rows });

const orDash = (text: string) => (text === '' ? 'Non renseigné' : text);

/** Step 4: everything the person typed, as it will be sent (trimmed, numbers read), to check before declaring. */
export const DeclarationSummary = ({ values, onEdit }: { values: DeclarationFormValues; onEdit: (step: number) => void }) => {
  const check = checkDeclarationStep(lastStep, values);
  if (!check.ok || !check.input) return null;
  const input = check.input;
  const sections = [
    section('Expéditeur', 0, [
      { label: labels.senderName, value: input.senderName },
      { label: labels.senderPhone, value: input.senderPhone },
      { label: labels.senderEmail, value: input.senderEmail },
    ]),
    section('Transporteur', 1, [
      { label: labels.carrier, value: input.carrier },
      { label: labels.trackingNumber, value: input.trackingNumber },
    ]),
    section('Détails du colis', 2, [
      { label: labels.description, value: input.description },
      { label: labels.category, value: parcelCategoryLabels[input.category] },
      { label: 'Poids', value: formatKilograms(input.weightKg) },
      { label: 'Dimensions', value: formatDimensions(input.lengthCm, input.widthCm, input.heightCm) ?? 'Non renseignées' },
      { label: 'Valeur déclarée', value: formatEuros(input.declaredValueEuros) },
      { label: labels.instructions, value: orDash(input.instructions) },
    ]),
  ];

  return (
    <div className="summary">
      <p>Vérifiez les informations de votre colis avant de le déclarer.</p>
      {sections.map(({ title, step, rows }) => (
        <section key={title} className="summary__section" aria-labelledby={`recap-${step}`}>
          <div className="summary__header">
            <h3 id={`recap-${step}`} className="summary__title">
              {title}
            </h3>
            <button type="button" className="link-button" aria-label={`Modifier : ${title}`} onClick={() => onEdit(step)}>
              Modifier
            </button>
          </div>
          <dl className="summary__list">
            {rows.map((row) => (
              <div key={row.label} className="summary__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
};
