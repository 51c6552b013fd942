import { useState } from 'react';
import { InputField, type InputFieldProps } from './form-field';

/** A password input with its « Afficher / Masquer » toggle (spec 1, section 2.9). */
export const PasswordField = ({
  toggleNoun = 'le mot de passe',
  ...props
}: Omit<InputFieldProps, 'type' | 'trailing'> & {
  /** what the toggle shows or hides, for assistive technologies: « Afficher le mot de passe » */
  toggleNoun?: string;
}) => {
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={`${visible ? 'Masquer' : 'Afficher'} ${toggleNoun}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Masquer' : 'Afficher'}
        </button>
      }
    />
  );
};
