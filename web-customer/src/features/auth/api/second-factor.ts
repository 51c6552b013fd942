import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { enrolmentSecretSchema, recoveryAcceptedSchema, type SecondFactorInput } from '@domain/customer/second-factor';
import { api } from '@/lib/api-client';
import { meSchema } from '@/lib/auth/get-me';
import type { SessionMeta } from '@/lib/query-client';

/** The second step of a staff sign-in, on the challenge the password step answered. */
const path = '/auth/second-factor';

const enrolledSchema = z.object({ me: meSchema, recoveryCodes: z.array(z.string()) });

export const sendCode = (challenge: string, code: string) => api.post(path, { step: 'code', challenge, code } satisfies SecondFactorInput, meSchema);
export const sendRecoveryCode = (challenge: string, recoveryCode: string) =>
  api.post(path, { step: 'recovery-code', challenge, recoveryCode } satisfies SecondFactorInput, recoveryAcceptedSchema);
export const startEnrolment = (challenge: string) => api.post(path, { step: 'enrolment', challenge } satisfies SecondFactorInput, enrolmentSecretSchema);
export const confirmEnrolment = (challenge: string, code: string) =>
  api.post(path, { step: 'confirm-enrolment', challenge, code } satisfies SecondFactorInput, enrolledSchema);

/** A mutation of this step: its 401 (a wrong code) is the step's answer, not an ended session. */
export const useSecondFactorMutation = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) =>
  useMutation({ mutationFn, meta: { signsIn: true } satisfies SessionMeta });
