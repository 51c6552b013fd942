import { useId, type ComponentProps, type ReactNode } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
};

/** A box to tick, its label beside it, an error under it (terms, « Se souvenir de moi »). */
export const CheckboxField = ({ label, hint, error, id, className, ...inputProps }: CheckboxFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-erreur`;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          id={fieldId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={fieldId} className="checkbox__label">
          <span>{label}</span>
          {hint && <span className="checkbox__hint">{hint}</span>}
        </label>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
