import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { DomainError, ValidationError, type FieldErrors } from '../../../domain/shared/errors';

import type { Problem as ProblemBody } from '../../../domain/shared/http-contract';
import { outageOf, serviceUnavailableMessage } from './outages';

/** The body of `domain/shared/http-contract.ts`, which the web apps parse; here always with its correlation id. */
export type Problem = ProblemBody & { errors?: FieldErrors; correlationId: string };

const titles: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Accès refusé',
  404: 'Introuvable',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  415: 'Format non pris en charge',
  410: 'Lien expiré',
  422: 'Demande impossible',
  429: 'Trop de tentatives',
  500: 'Erreur interne',
  503: 'Réessayez dans un instant',
};

export const unexpectedErrorMessage = 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.';

export class UnauthenticatedError extends DomainError {
  readonly status = 401;
  constructor(message = 'Veuillez vous connecter.') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

/** A service the request needs (Stripe, say) did not answer: nothing was done, the person may retry. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
  constructor(message = serviceUnavailableMessage, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceUnavailableError';
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  constructor() {
    super('La requête est trop volumineuse.');
    this.name = 'PayloadTooLargeError';
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
  constructor() {
    super('Le corps de la requête doit être au format JSON (application/json).');
    this.name = 'UnsupportedMediaTypeError';
  }
}

/**
 * zod issues to one French message per field (path joined with dots; "_" for the whole body).
 * Collected in a Map, not an object literal: a key sent as `constructor`, `toString` or `__proto__`
 * would find the inherited property of a plain object and never be reported.
 */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors = new Map<string, string>();
  const add = (field: string, message: string) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key].join('.'), `Champ inconnu : ${key}`);
      continue;
    }
    add(issue.path.length > 0 ? issue.path.join('.') : '_', issue.message);
  }
  // fromEntries defines own properties, so even "__proto__" stays a field name.
  return Object.fromEntries(errors);
};

export const validationErrorOf = (error: z.ZodError, where: string): ValidationError => {
  const errors = fieldErrorsOf(error);
  const first = Object.values(errors)[0];
  return new ValidationError(`${where} : ${first ?? 'la requête ne respecte pas le format attendu.'}`, errors, { cause: error });
};

export const problemResponse = (problem: Omit<Problem, 'title' | 'type'>): APIGatewayProxyStructuredResultV2 => {
  const body: Problem = {
    type: 'about:blank',
    title: titles[problem.status] ?? 'Erreur',
    ...problem,
  };
  return {
    statusCode: problem.status,
    headers: { 'content-type': 'application/problem+json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
};

export const problemOf = (error: unknown, correlationId: string): Omit<Problem, 'title' | 'type'> => {
  if (error instanceof ValidationError) {
    return { status: 400, detail: error.message, errors: error.fieldErrors, correlationId };
  }
  if (error instanceof DomainError) {
    return { status: error.status, detail: error.message, ...(error.code ? { code: error.code } : {}), correlationId };
  }
  if (outageOf(error)) return { status: 503, detail: serviceUnavailableMessage, correlationId };
  return { status: 500, detail: unexpectedErrorMessage, correlationId };
};
