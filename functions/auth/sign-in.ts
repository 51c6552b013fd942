import { randomBytes } from 'node:crypto';
import middy from '@middy/core';
import * as z from 'zod';
import { InvalidCredentialsError, signInWithPassword, verifySessionToken } from '../platform/auth';
import { csrfCookie, refreshCookie, serializeCookie, sessionCookie } from '../platform/http/cookies';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { UnauthenticatedError } from '../platform/http/problem';
import { loadMe } from '../customers/me-view';

export const signInSchema = z.strictObject({
  email: z
    .string({ error: "L'email est obligatoire" })
    .trim()
    .min(1, "L'email est obligatoire")
    .max(254, "L'email ne peut pas dépasser 254 caractères")
    .pipe(z.email("L'adresse email n'est pas valide")),
  password: z.string({ error: 'Le mot de passe est obligatoire' }).min(1, 'Le mot de passe est obligatoire').max(256, 'Mot de passe trop long'),
});

const invalidCredentialsMessage = 'Email ou mot de passe incorrect';

export const handler = middy<HttpEvent, HttpResult, Error, ApiContext<z.infer<typeof signInSchema>>>()
  .use(httpPlatform({ name: 'sign-in' }))
  .use(authenticate('public'))
  .use(parseRequest({ body: signInSchema }))
  .handler(async (_event, context) => {
    const tokens = await signInWithPassword(context.body.email, context.body.password).catch((error: unknown) => {
      throw error instanceof InvalidCredentialsError ? new UnauthenticatedError(invalidCredentialsMessage) : error;
    });
    const session = await verifySessionToken(tokens.idToken);
    if (!session) throw new UnauthenticatedError(invalidCredentialsMessage);
    const cookies = [
      serializeCookie(sessionCookie, tokens.idToken, { httpOnly: true }),
      serializeCookie(csrfCookie, randomBytes(24).toString('base64url'), { httpOnly: false }),
    ];
    if (tokens.refreshToken) cookies.push(serializeCookie(refreshCookie, tokens.refreshToken, { httpOnly: true }));
    return { ...json(200, await loadMe(session)), cookies };
  });
