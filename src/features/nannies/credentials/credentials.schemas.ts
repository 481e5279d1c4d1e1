import { Type } from '@sinclair/typebox';

const closed = { additionalProperties: false } as const;
const Standing = Type.Union([
  Type.Literal('active'),
  Type.Literal('inactive'),
  Type.Literal('not-found'),
  Type.Literal('lapsed'),
  Type.Literal('unrecorded'),
]);
const NullableDate = Type.Union([Type.String(), Type.Null()]);

/**
 * What an operator read in the BACB registry. Lengths only here: the shapes, dates and which
 * fields each status needs are checked by the shared rule, so each gets the product's message.
 */
export const CredentialCheckBody = Type.Object(
  {
    certificationNumber: Type.String({ maxLength: 40 }),
    registryStatus: Type.Union([
      Type.Literal('active'),
      Type.Literal('inactive'),
      Type.Literal('not-found'),
    ]),
    inactiveReason: Type.Optional(Type.Union([Type.String({ maxLength: 600 }), Type.Null()])),
    expiresOn: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    checkedOn: Type.String({ maxLength: 10 }),
  },
  closed,
);

/** One nanny on the operators' "Credential checks" queue. */
export const CredentialCheckRow = Type.Object({
  nannyId: Type.String(),
  fullName: Type.String(),
  standing: Standing,
  certificationNumber: Type.Union([Type.String(), Type.Null()]),
  inactiveReason: Type.Union([Type.String(), Type.Null()]),
  expiresOn: NullableDate,
  checkedOn: NullableDate,
  nextCheckOn: Type.String(),
  /** On or before today in the platform's zone. */
  due: Type.Boolean(),
});
export const CredentialChecksPage = Type.Object({
  today: Type.String(),
  checks: Type.Array(CredentialCheckRow),
});

/** The nanny's own certification as the last check left it, and what to do when not listed. */
export const OwnCredential = Type.Object({
  standing: Standing,
  expiresOn: NullableDate,
  checkedOn: NullableDate,
  /** Why families cannot find her, and what to do; null while she is in good standing. */
  notice: Type.Union([Type.String(), Type.Null()]),
});
