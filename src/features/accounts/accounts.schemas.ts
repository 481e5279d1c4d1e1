import { Type } from '@sinclair/typebox';
import { errorResponsesFor } from '../../infra/http/responses.js';

export const Email = Type.String({ maxLength: 320 });
export const Password = Type.String({ maxLength: 1024 });
export const Name = Type.String({ maxLength: 100 });
export const Token = Type.String({ minLength: 1, maxLength: 200 });

export const SessionUser = Type.Object({
  id: Type.String(),
  role: Type.Union([Type.Literal('nanny'), Type.Literal('parent'), Type.Literal('operator')]),
  fullName: Type.String(),
  email: Type.String(),
  signInMethod: Type.Union([Type.Literal('password'), Type.Literal('google')]),
});

export const Message = Type.Object({ message: Type.String() });

/** The error answers every accounts route can give, for the OpenAPI document. */
export const errorResponses = errorResponsesFor(400, 401, 403, 409, 429);
