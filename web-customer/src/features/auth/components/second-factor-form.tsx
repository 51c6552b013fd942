import { useEffect, useRef, useState, type FormEvent } from 'react';
import { secondFactorMessages, type EnrolmentSecret, type SecondFactorStep } from '@domain/customer/second-factor';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { errorMessage, isApiError } from '@/lib/api-error';
import type { Me } from '@/lib/auth/get-me';
import { isSecondFactorStep, login, type SignIn } from '../api/login';
import { confirmEnrolment, sendCode, sendRecoveryCode, startEnrolment, useSecondFactorMutation } from '../api/second-factor';
import './second-factor.css';

type SecondFactorFormProps = {
  step: SecondFactorStep;
  /** what the password step sent: a spent recovery code signs in again with it, to enrol a new app */
  credentials: SignIn;
  onSignedIn: (me: Me) => void;
  /** back to the password (the sign-in expired) */
  onRestart: () => void;
};

const failureOf = (error: unknown) => ({
  message: errorMessage(error, secondFactorMessages.invalidCode),
  expired: isApiError(error) && error.detail === secondFactorMessages.expired,
});

const Failure = ({ error, onRestart }: { error: unknown; onRestart: () => void }) => {
  const { message, expired } = failureOf(error);
  return (
    <Alert tone="error" title={message}>
      {expired && (
        <Button variant="outline" onClick={onRestart}>
          Saisir à nouveau mon mot de passe
        </Button>
      )}
    </Alert>
  );
};

/** The QR code of the `otpauth://` address, drawn from uqr's modules (loaded with this screen only). */
const QrCode = ({ uri }: { uri: string }) => {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      if (current) setModules(encode(uri, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  if (!modules) return <Loading label="Préparation du QR code..." />;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg className="second-factor__qr" viewBox={`0 0 ${modules.length} ${modules.length}`} role="img" aria-label="QR code de la double authentification" shapeRendering="crispEdges">
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};

/** « 6 chiffres »: what the person types, kept to digits (a pasted code may hold spaces). */
const CodeField = ({ value, onChange, label = 'Code à 6 chiffres' }: { value: string; onChange: (value: string) => void; label?: string }) => (
  <InputField
    label={label}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={7}
    isRequired
    value={value}
    onChange={(event) => onChange(event.target.value.replace(/[^\d ]/g, ''))}
  />
);

const CodeStep = ({ challenge, onSignedIn, onRestart, onReset }: { challenge: string; onSignedIn: (me: Me) => void; onRestart: () => void; onReset: () => Promise<void> }) => {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const codeCheck = useSecondFactorMutation((typed: string) => sendCode(challenge, typed));
  const recovery = useSecondFactorMutation(async (typed: string) => {
    await sendRecoveryCode(challenge, typed);
    await onReset();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (useRecovery) recovery.mutate(recoveryCode);
    else codeCheck.mutate(code, { onSuccess: onSignedIn });
  };
  const failed = useRecovery ? recovery.error : codeCheck.error;
  return (
    <form className="form second-factor" noValidate onSubmit={submit}>
      <h2 className="second-factor__title">Double authentification</h2>
      {failed && <Failure error={failed} onRestart={onRestart} />}
      {useRecovery ? (
        <>
          <p>Saisissez l’un des codes de secours que vous avez conservés lors de l’activation. Chaque code ne sert qu’une fois ; vous enregistrerez ensuite une nouvelle application.</p>
          <InputField label="Code de secours" autoComplete="off" isRequired value={recoveryCode} onChange={(event) => setRecoveryCode(event.target.value)} />
        </>
      ) : (
        <>
          <p>Saisissez le code à 6 chiffres affiché par votre application d’authentification.</p>
          <CodeField value={code} onChange={setCode} />
        </>
      )}
      <Button type="submit" size="lg" className="button--block" isLoading={codeCheck.isPending || recovery.isPending}>
        Vérifier
      </Button>
      <Button variant="outline" className="button--block" onClick={() => setUseRecovery(!useRecovery)}>
        {useRecovery ? 'Utiliser mon application d’authentification' : 'Utiliser un code de secours'}
      </Button>
    </form>
  );
};

const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <div className="second-factor">
    <h2 className="second-factor__title">Codes de secours</h2>
    <Alert tone="success" title="La double authentification est activée." />
    <p>
      Conservez ces codes en lieu sûr : si vous perdez votre téléphone, chacun vous permet de vous connecter une seule fois. Ils ne seront plus
      affichés.
    </p>
    <ul className="second-factor__codes" aria-label="Codes de secours">
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
    <Button size="lg" className="button--block" onClick={onDone}>
      J’ai conservé mes codes, continuer
    </Button>
  </div>
);

const EnrolmentStep = ({ challenge, notice, onSignedIn, onRestart }: { challenge: string; notice?: string; onSignedIn: (me: Me) => void; onRestart: () => void }) => {
  const [secret, setSecret] = useState<EnrolmentSecret | null>(null);
  const [code, setCode] = useState('');
  const start = useSecondFactorMutation(() => startEnrolment(challenge));
  const confirm = useSecondFactorMutation((typed: string) => confirmEnrolment(challenge, typed));
  // One secret per enrolment: a second request would replace the one shown.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(undefined, { onSuccess: setSecret });
  }, [start]);

  const enrolled = confirm.data;
  if (enrolled) return <RecoveryCodes codes={enrolled.recoveryCodes} onDone={() => onSignedIn(enrolled.me)} />;
  if (start.error) return <Failure error={start.error} onRestart={onRestart} />;
  if (!secret) return <Loading label="Préparation de la double authentification..." />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code);
  };
  return (
    <form className="form second-factor" noValidate onSubmit={submit}>
      <h2 className="second-factor__title">Double authentification</h2>
      {notice && <Alert tone="info" title={notice} />}
      <p>Votre compte donne accès au back-office : il est protégé par un code à usage unique, en plus de votre mot de passe.</p>
      <ol className="second-factor__steps">
        <li>Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</li>
      </ol>
      <QrCode uri={secret.otpauthUri} />
      <p className="second-factor__key">
        Ou saisissez cette clé dans l’application : <code data-testid="totp-secret">{secret.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <ol className="second-factor__steps" start={2}>
        <li>Saisissez le code à 6 chiffres qu’elle affiche.</li>
      </ol>
      {confirm.error && <Failure error={confirm.error} onRestart={onRestart} />}
      <CodeField value={code} onChange={setCode} />
      <Button type="submit" size="lg" className="button--block" isLoading={confirm.isPending}>
        Activer la double authentification
      </Button>
    </form>
  );
};

/**
 * The staff's second step at sign-in (« Double authentification »): the authenticator app's code or a recovery code;
 * or, for a staff member without an app yet, its enrolment (QR code, first code, recovery codes shown once).
 */
export const SecondFactorForm = ({ step, credentials, onSignedIn, onRestart }: SecondFactorFormProps) => {
  const [current, setCurrent] = useState<{ step: SecondFactorStep; notice?: string }>({ step });
  // A spent recovery code took the app off: the password, sent again, now leads to a new enrolment.
  const afterRecovery = async () => {
    const outcome = await login(credentials);
    if (!isSecondFactorStep(outcome)) {
      onSignedIn(outcome);
      return;
    }
    setCurrent({ step: outcome, notice: 'Code de secours accepté. Enregistrez maintenant votre nouvelle application d’authentification.' });
  };
  return current.step.secondFactor === 'code' ? (
    <CodeStep key={current.step.challenge} challenge={current.step.challenge} onSignedIn={onSignedIn} onRestart={onRestart} onReset={afterRecovery} />
  ) : (
    <EnrolmentStep key={current.step.challenge} challenge={current.step.challenge} notice={current.notice} onSignedIn={onSignedIn} onRestart={onRestart} />
  );
};
