import { useId, type ComponentProps, type ReactNode } from 'react';

type FieldFrame = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** marks the field as required, visually and for assistive technologies */
  isRequired?: boolean;
  className?: string;
};

const describedBy = (ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const useFieldIds = (id: string | undefined) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return { fieldId, hintId: `${fieldId}-aide`, errorId: `${fieldId}-erreur` };
};

const Frame = ({
  fieldId,
  hintId,
  errorId,
  label,
  error,
  hint,
  isRequired,
  className,
  children,
}: FieldFrame & { fieldId: string; hintId: string; errorId: string; children: ReactNode }) => (
  <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
    <label className="field__label" htmlFor={fieldId}>
      {label}
      {isRequired && (
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      )}
    </label>
    {children}
    {hint !== undefined && (
      <div className="field__hint" id={hintId}>
        {hint}
      </div>
    )}
    {error && (
      <p className="field__error" id={errorId}>
        {error}
      </p>
    )}
  </div>
);

export type InputFieldProps = ComponentProps<'input'> & FieldFrame & { trailing?: ReactNode };

export const InputField = ({ label, error, hint, isRequired, className, trailing, id, ...inputProps }: InputFieldProps) => {
  const ids = useFieldIds(id);
  return (
    <Frame {...ids} label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      <div className={trailing ? 'field__control field__control--with-trailing' : 'field__control'}>
        <input
          id={ids.fieldId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy([hint !== undefined && ids.hintId, !!error && ids.errorId])}
          {...inputProps}
        />
        {trailing}
      </div>
    </Frame>
  );
};

export type TextareaFieldProps = ComponentProps<'textarea'> &
  FieldFrame & {
    /** shows a live "n / max caractères" counter */
    characterCount?: { current: number; max: number };
  };

export const TextareaField = ({ label, error, hint, isRequired, className, characterCount, id, ...textareaProps }: TextareaFieldProps) => {
  const ids = useFieldIds(id);
  const counterId = `${ids.fieldId}-compteur`;
  const over = characterCount !== undefined && characterCount.current > characterCount.max;
  return (
    <Frame {...ids} label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      <textarea
        id={ids.fieldId}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([hint !== undefined && ids.hintId, characterCount && counterId, !!error && ids.errorId])}
        {...textareaProps}
      />
      {characterCount && (
        <p id={counterId} className={over ? 'field__counter field__counter--over' : 'field__counter'}>
          {characterCount.current} / {characterCount.max} caractères
        </p>
      )}
    </Frame>
  );
};

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> &
  FieldFrame & {
    options: readonly SelectOption[];
    /** first, empty choice ("Choisissez...") */
    placeholder?: string;
  };

export const SelectField = ({ label, error, hint, isRequired, className, options, placeholder, id, ...selectProps }: SelectFieldProps) => {
  const ids = useFieldIds(id);
  return (
    <Frame {...ids} label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      <select
        id={ids.fieldId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy([hint !== undefined && ids.hintId, !!error && ids.errorId])}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
};
