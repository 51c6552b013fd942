import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  contactCategoryLabels,
  contactFailureMessage,
  contactLimits,
  contactMessageInputSchema,
  contactSentMessage,
} from '@domain/contact/contact-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/form-field';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth/session';
import { useTypedBeforeLoad } from '@/lib/form-island';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSendContactMessage } from '../api/send-contact-message';
import './contact.css';

/** What the form holds: the category is '' until chosen, so the values are plain strings. */
export type ContactFormValues = {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  urgent: boolean;
};

const contactFields = ['name', 'email', 'category', 'subject', 'message', 'urgent'] as const;
type ContactField = (typeof contactFields)[number];
const isContactField = (field: string): field is ContactField => (contactFields as readonly string[]).includes(field);

const emptyForm: ContactFormValues = { name: '', email: '', category: '', subject: '', message: '', urgent: false };

const categoryOptions = Object.entries(contactCategoryLabels).map(([value, label]) => ({ value, label }));

/** The shared schema of the API; the first message of each field is shown under it. */
const resolver: Resolver<ContactFormValues> = (values) => {
  const parsed = contactMessageInputSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ContactFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isContactField(field) && errors[field] === undefined) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

export const ContactForm = () => {
  const { me } = useSession();
  const sendMessage = useSendContactMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per submission attempt, kept for retries until the API has given a definite answer.
  const idempotencyKey = useRef<string | null>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const focusAfterReset = useRef(false);

  const { register, handleSubmit, formState, watch, setError, reset, getValues, setValue } = useForm<ContactFormValues>({
    defaultValues: useTypedBeforeLoad(emptyForm),
    resolver,
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;

  // A signed-in customer does not type who they are (a visitor's fields stay empty).
  const signedIn = me ?? null;
  useEffect(() => {
    if (!signedIn || sentTo !== null) return;
    const current = getValues();
    const fullName = `${signedIn.firstName} ${signedIn.lastName}`.trim();
    if (current.name === '' && fullName !== '') setValue('name', fullName.slice(0, contactLimits.name));
    if (current.email === '') setValue('email', signedIn.email);
  }, [signedIn, sentTo, getValues, setValue]);

  useEffect(() => {
    if (sentTo !== null) successHeadingRef.current?.focus();
    else if (focusAfterReset.current) {
      focusAfterReset.current = false;
      firstFieldRef.current?.focus();
    }
  }, [sentTo]);

  const onValid = (values: ContactFormValues) => {
    const parsed = contactMessageInputSchema.safeParse(values);
    if (!parsed.success) return;
    idempotencyKey.current ??= newIdempotencyKey();
    setFailure(null);
    sendMessage.mutate(
      { input: parsed.data, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          idempotencyKey.current = null;
          setSentTo(parsed.data.email);
        },
        onError: (error) => {
          // After a refusal the person changes something: a new attempt gets a new key. After a
          // network failure or a server error the outcome is unknown, so a retry reuses the key.
          if (isApiError(error) && error.isRefusal) idempotencyKey.current = null;
          if (isApiError(error)) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (isContactField(field)) setError(field, { type: 'server', message });
            }
          }
          setFailure(errorMessage(error, contactFailureMessage));
        },
      },
    );
  };

  const writeAnother = () => {
    reset(emptyForm);
    sendMessage.reset();
    setFailure(null);
    focusAfterReset.current = true;
    setSentTo(null);
  };

  if (sentTo !== null) {
    return (
      <div className="card success contact-success">
        <p className="success__icon" aria-hidden="true">
          ✓
        </p>
        <h2 className="success__title" tabIndex={-1} ref={successHeadingRef}>
          {contactSentMessage}
        </h2>
        <p>
          Merci pour votre message. Notre équipe vous répondra sous 24 h, par e-mail, à l'adresse{' '}
          <strong className="contact-success__email">{sentTo}</strong>.
        </p>
        <div className="actions actions--center">
          <Button variant="secondary" onClick={writeAnother}>
            Envoyer un autre message
          </Button>
        </div>
      </div>
    );
  }

  const nameField = register('name');
  const messageField = register('message');
  const messageLength = watch('message').length;
  // Typing or pasting beyond the limit is refused: the value never exceeds it (maxLength alone
  // does not stop every input method).
  const onMessageChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (event.target.value.length > contactLimits.message) event.target.value = event.target.value.slice(0, contactLimits.message);
    return messageField.onChange(event);
  };
  const sending = sendMessage.isPending;

  return (
    <form className="card form contact-form" noValidate aria-labelledby="contact-form-title" onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <h2 id="contact-form-title" className="card__title">
        Écrivez-nous
      </h2>
      <p className="form__legend">
        Tous les champs marqués d'un <span aria-hidden="true">*</span>
        <span className="visually-hidden">astérisque</span> sont obligatoires.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form__grid">
        <InputField
          label="Nom"
          autoComplete="name"
          maxLength={contactLimits.name}
          isRequired
          error={errors.name?.message}
          {...nameField}
          ref={(element) => {
            nameField.ref(element);
            firstFieldRef.current = element;
          }}
        />
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          label="Catégorie"
          options={categoryOptions}
          placeholder="Choisissez une catégorie"
          isRequired
          error={errors.category?.message}
          {...register('category')}
        />
        <InputField
          label="Sujet"
          maxLength={contactLimits.subject}
          isRequired
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextareaField
          label="Message"
          className="form__full"
          rows={7}
          maxLength={contactLimits.message}
          isRequired
          error={errors.message?.message}
          hint={
            <span className={messageLength >= contactLimits.message ? 'field__counter field__counter--over' : 'field__counter'}>
              {messageLength}/{contactLimits.message} caractères
            </span>
          }
          {...messageField}
          onChange={onMessageChange}
        />
      </div>
      <div className="checkbox">
        <input id="contact-urgent" type="checkbox" className="checkbox__input" {...register('urgent')} />
        <label htmlFor="contact-urgent" className="checkbox__label">
          Urgent
          <span className="checkbox__hint">Cochez si votre demande concerne un colis bloqué ou une livraison imminente.</span>
        </label>
      </div>
      <div className="contact-form__actions">
        <Button type="submit" size="lg" isLoading={sending}>
          {sending ? 'Envoi en cours...' : 'Envoyer le message'}
        </Button>
      </div>
    </form>
  );
};
